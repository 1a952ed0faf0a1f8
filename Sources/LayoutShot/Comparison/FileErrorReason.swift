import Foundation

/// Why a file could not be read or written, in the operating system's few words ("No such file
/// or directory", "Permission denied", "Not a directory"), for one-line error messages.
///
/// Foundation's file errors describe themselves vaguely ("The operation could not be completed")
/// or as a dump of their domain, code and user info; the POSIX error underneath says what a user
/// needs to know.
package enum FileErrorReason {
  /// The reason for `error`: the POSIX error's message when the error is or wraps one, else the
  /// error's localized description.
  package static func text(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return message(posix.code.rawValue) }
    let userInfo = (error as? CocoaError)?.userInfo ?? (error as NSError).userInfo
    switch userInfo[NSUnderlyingErrorKey] {
    case let posix as POSIXError:
      return message(posix.code.rawValue)
    case let underlying as NSError where underlying.domain == NSPOSIXErrorDomain:
      return message(Int32(truncatingIfNeeded: underlying.code))
    default:
      return error.localizedDescription
    }
  }

  private static func message(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
