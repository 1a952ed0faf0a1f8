import Foundation
import LayoutShot

/// What checking one format of one screen came to, when it did not simply match: the pieces a
/// screen's failure message is made of (``ScreenFailure``).
struct FormatOutcome {
  /// What happened.
  enum Kind: Equatable {
    /// The snapshot differs from its reference.
    case mismatch
    /// It differed and was written over the reference (record mode `failed`).
    case rerecorded
    /// It had no reference and was recorded as one (record mode `missing`).
    case recorded
    /// It was recorded whatever the reference (record mode `all`).
    case recordedAll
    /// It has no reference and the record mode does not record one.
    case missing
    /// It could not be made, read, compared or written.
    case error
  }

  /// The format's file extension: `png`, `svg`, `json`.
  var pathExtension: String
  var kind: Kind
  /// The difference's one line (`1,204 of 3,013,524 pixels differ (0.04 %)`), or the error.
  var summary: String = ""
  /// Lines that explain the difference.
  var details: [String] = []
  /// The reference file.
  var reference: URL
  /// The files written to the artifacts folder.
  var artifacts: [URL] = []
  /// The frame changes the format knows (a frame dump's own).
  var frameChanges: [FrameChange] = []

  /// The format as a reader names it: `PNG`, `SVG`, `frames`.
  var formatName: String {
    switch pathExtension {
    case "json": "frames"
    case "png", "svg": pathExtension.uppercased()
    default: pathExtension
    }
  }
}
