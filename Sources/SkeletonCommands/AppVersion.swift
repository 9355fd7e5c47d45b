/// The version printed by `skeleton-preview --version`.
package let appVersion = "0.1.0"
