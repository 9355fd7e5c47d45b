import Foundation

/// Any error a user can cause, as the few words of a one-line message: the tool's own errors by
/// their text, Foundation's and the system's by their reason ("No space left on device"), never a
/// `Error Domain=NSCocoaErrorDomain Code=516 …` dump or a Swift enum's `failure("…")`.
package enum PlainMessage {
    /// `error`'s reason, for a message that already names the file or option it concerns.
    package static func of(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return reason(posix.code.rawValue) }
        if let cocoa = error as? CocoaError { return of(cocoa as NSError) }
        if let nsError = error as? NSError, [NSCocoaErrorDomain, NSPOSIXErrorDomain].contains(nsError.domain) {
            return of(nsError)
        }
        if let described = error as? CustomStringConvertible { return described.description }
        if let localized = (error as? LocalizedError)?.errorDescription { return localized }
        return String(describing: error)
    }

    /// A Foundation error's reason: the system's words for its underlying `errno`, else its code's.
    private static func of(_ error: NSError) -> String {
        if error.domain == NSPOSIXErrorDomain { return reason(Int32(error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return reason(Int32(underlying.code))
        }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return reason(ENOENT)
        case .fileWriteOutOfSpace: return reason(ENOSPC)
        case .fileReadNoPermission, .fileWriteNoPermission: return reason(EACCES)
        case .fileWriteFileExists: return reason(EEXIST)
        case .fileWriteVolumeReadOnly: return reason(EROFS)
        case .fileReadTooLarge: return reason(EFBIG)
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: return "the file name is not valid"
        case .fileReadCorruptFile: return "the file is damaged or not in the expected format"
        default: return "the file operation failed (Foundation error \(error.code))"
        }
    }

    /// The system's words for `code` ("No such file or directory").
    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
