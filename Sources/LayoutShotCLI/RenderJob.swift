import LayoutShot

/// One layout on one screen: the unit of work `render` shares among its workers and shards.
struct RenderJob: Sendable {
  var layout: any LayoutProgram
  var screen: Screen
  /// The extent the layout is laid out at.
  var extent: LayoutExtent
  /// `ComplexWidth/iphone-12-portrait`: the output path without extension, and the shard key.
  var stem: String

  /// A job at `extent` (the layout's own when `nil`), its path checked.
  ///
  /// - Throws: A ``CLIError`` when the layout's or device's name cannot name a file.
  init(layout: any LayoutProgram, screen: Screen, extent: LayoutExtent? = nil) throws(CLIError) {
    self.layout = layout
    self.screen = screen
    self.extent = extent ?? layout.extent
    do {
      stem = try SnapshotPath.stem(layout: layout.name, screen: screen, extent: self.extent)
    } catch {
      throw CLIError(error.description)
    }
  }
}
