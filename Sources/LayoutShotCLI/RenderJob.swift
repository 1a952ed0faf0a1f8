import LayoutShot

/// One layout on one screen: the unit of work `render` shares among its workers and shards.
struct RenderJob: Sendable {
  var layout: any LayoutProgram
  var screen: Screen
  /// `ComplexWidth/iphone-12-portrait`: the output path without extension, and the shard key.
  var stem: String

  /// A job, its path checked.
  ///
  /// - Throws: A ``CLIError`` when the layout's or device's name cannot name a file.
  init(layout: any LayoutProgram, screen: Screen) throws(CLIError) {
    self.layout = layout
    self.screen = screen
    do {
      stem = try SnapshotPath.stem(layout: layout.name, screen: screen)
    } catch {
      throw CLIError(error.description)
    }
  }
}
