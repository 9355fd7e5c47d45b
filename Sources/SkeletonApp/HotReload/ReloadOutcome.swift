/// What a reload did to a live theme.
package enum ReloadOutcome: Equatable {
    /// The new file loaded; it replaced the theme (and cleared old diagnostics).
    case reloaded
    /// The new file has errors; the last good theme stays, with the new diagnostics.
    case keptLastGood
    /// The file has errors and no earlier version ever loaded.
    case failed
}
