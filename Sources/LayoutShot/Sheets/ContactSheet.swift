import Foundation
import Render

/// One picture of a layout on many screens: every device, orientation and variant side by side,
/// each labelled, scaled to fit one width — what a reviewer looks at to see thirty screens at a
/// glance.
///
/// Each screen is solved at its own size and scale and drawn again, from its scene's vectors, at
/// the tile's size, so text and edges stay sharp however small the tile. Rows are the screens'
/// devices and orientations in the order given, columns their variants (``Variant``); under each
/// tile a caption names its device, orientation and variant. The sheet is laid out and drawn by
/// LayoutShot itself, at 1 pixel per point.
///
/// A sheet can also be made of pictures already rendered, such as a folder of PNG snapshots
/// (``pngData(title:pictures:)``, which the `diff` report uses): the same grid and captions, each
/// picture scaled to the tile's width.
///
/// ```swift
/// let screens = Variant.product(appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge])
///   .flatMap { variant in [Device.iPhoneSE2And3, .iPhone14Pro].map { variant.applied(to: $0.screen()) } }
/// let png = try ContactSheet(width: 1600).pngData(of: ProfileCard(), on: screens)
/// ```
public struct ContactSheet: Sendable {
  /// The sheet's width in pixels.
  public var width: Double
  /// The tiles' background and overlays (the system background, black on a dark screen, and none by
  /// default).
  public var options: SceneOptions

  /// The space around and between tiles, in pixels.
  static let gap = 24.0
  /// The height kept under each tile for its two-line caption.
  static let captionHeight = 36.0
  /// The height of the title line at the top.
  static let titleHeight = 40.0

  /// A sheet `width` pixels wide (at least 200), drawing each screen with `options`.
  public init(width: Double = 2000, options: SceneOptions = SceneOptions(backgroundColor: .systemBackground))
  {
    self.width = max(200, width.isFinite ? width : 2000)
    self.options = options
  }

  /// The sheet of `program` on `screens`, as PNG bytes.
  ///
  /// - Parameters:
  ///   - program: The layout.
  ///   - screens: The screens, each in its variant; repeated screens are drawn once.
  ///   - extent: What each tile shows; the program's own by default.
  /// - Throws: The layout's error on a screen (``LayoutError``), or a scene or rendering error.
  public func pngData(of program: some LayoutProgram, on screens: [Screen], extent: LayoutExtent? = nil)
    throws -> [UInt8]
  {
    var unique: [Screen] = []
    for screen in screens where !unique.contains(screen) { unique.append(screen) }
    guard !unique.isEmpty else { throw ContactSheetError.noScreens(layout: program.name) }
    // Rows: device and orientation; columns: variant; both in the order first seen.
    let places = Places(unique.map { (Self.rowName($0), Variant(of: $0)) })
    let tileWidth = try self.tileWidth(columns: places.columns)
    let engine = LayoutEngine()
    var tiles: [Tile] = []
    for (index, screen) in unique.enumerated() {
      // Drawn again from the scene's vectors at the tile's scale: sharp however small.
      let solved = try engine.solve(program, on: screen, extent: extent)
      let scene = try solved.scene(options: options)
      var small = try Scene(size: scene.size, scale: tileWidth / scene.size.width)
      for command in scene.commands { small.append(command) }
      let png = try SceneRasterizer().pngData(of: small)
      tiles.append(
        Tile(
          row: places.row[index], column: places.column[index],
          image: try ImageAsset(name: "\(screen.device) \(Variant(of: screen))", pngData: Data(png)),
          caption: "\(Self.rowName(screen))\n\(Self.variantName(Variant(of: screen)))"))
    }
    return try draw(tiles, rows: places.rows, tileWidth: tileWidth, title: program.name)
  }

  /// An already-rendered picture for a sheet made of PNG files (``pngData(title:pictures:)``): its
  /// row and column by name, and its caption.
  public struct Picture: Sendable {
    /// The row the picture is in: pictures with the same row name share a row.
    public var row: String
    /// The column the picture is in: pictures with the same column name share a column.
    public var column: String
    /// The text under the tile; two lines at most.
    public var caption: String
    /// The picture, as PNG bytes.
    public var pngData: Data

    /// A picture in `row` and `column` with `caption` under it.
    public init(row: String, column: String, caption: String, pngData: Data) {
      self.row = row
      self.column = column
      self.caption = caption
      self.pngData = pngData
    }
  }

  /// The sheet of already-rendered pictures, such as a folder of snapshots, as PNG bytes: rows and
  /// columns in the order their names are first seen, each picture scaled (bilinear, as an
  /// ``ImageView`` draws a larger image in a smaller frame) to the tile's width.
  ///
  /// Unlike ``pngData(of:on:extent:)``, which draws each screen again at the tile's size, only the
  /// pixels are there to scale. A picture in the place of an earlier one is left out.
  ///
  /// - Throws: ``ContactSheetError`` when there is no picture or no room, ``ImageAssetError`` for
  ///   data that is not a PNG, or a rendering error.
  public func pngData(title: String, pictures: [Picture]) throws -> [UInt8] {
    var unique: [Picture] = []
    var seen: Set<[String]> = []
    for picture in pictures where seen.insert([picture.row, picture.column]).inserted {
      unique.append(picture)
    }
    guard !unique.isEmpty else { throw ContactSheetError.noScreens(layout: title) }
    let places = Places(unique.map { ($0.row, $0.column) })
    let tileWidth = try self.tileWidth(columns: places.columns)
    var tiles: [Tile] = []
    for (index, picture) in unique.enumerated() {
      let name = "\(picture.row) \(picture.column)"
      let pixels = try ImageAsset(name: name, pngData: picture.pngData)
      // As many pixels per point as make the picture one tile wide.
      let scale = Double(max(1, pixels.pixelWidth)) / tileWidth
      tiles.append(
        Tile(
          row: places.row[index], column: places.column[index],
          image: try ImageAsset(name: name, pngData: picture.pngData, scale: scale), caption: picture.caption)
      )
    }
    return try draw(tiles, rows: places.rows, tileWidth: tileWidth, title: title)
  }

  /// The width of each of `columns` tiles.
  private func tileWidth(columns: Int) throws -> Double {
    let tileWidth = ((width - Self.gap * Double(columns + 1)) / Double(columns)).rounded(.down)
    guard tileWidth >= 16 else { throw ContactSheetError.tooNarrow(width: width, columns: columns) }
    return tileWidth
  }

  /// The tiles laid out in their grid under `title`, drawn as one PNG: the one drawing both kinds
  /// of sheet share.
  private func draw(_ tiles: [Tile], rows: Int, tileWidth: Double, title: String) throws -> [UInt8] {
    let sheet = Grid(tiles: tiles, rows: rows, tileWidth: tileWidth, title: title)
    let screen = Screen(device: "contact-sheet", size: Size(width: width, height: sheet.height), scale: 1)
    let solved = try LayoutEngine().solve(sheet.program, on: screen)
    return try solved.pngData(options: SceneOptions(backgroundColor: .systemGray6))
  }

  /// The row and column of each item, numbered in the order their keys are first seen.
  struct Places<RowKey: Equatable, ColumnKey: Equatable> {
    var row: [Int] = []
    var column: [Int] = []
    var rows = 0
    var columns = 0

    init(_ keys: [(RowKey, ColumnKey)]) {
      var rowKeys: [RowKey] = []
      var columnKeys: [ColumnKey] = []
      for (rowKey, columnKey) in keys {
        if !rowKeys.contains(rowKey) { rowKeys.append(rowKey) }
        if !columnKeys.contains(columnKey) { columnKeys.append(columnKey) }
        row.append(rowKeys.firstIndex(of: rowKey) ?? 0)
        column.append(columnKeys.firstIndex(of: columnKey) ?? 0)
      }
      rows = rowKeys.count
      columns = columnKeys.count
    }
  }

  /// `iphone-12 portrait`.
  static func rowName(_ screen: Screen) -> String {
    "\(screen.device) \(screen.orientation.rawValue)"
  }

  /// `standard`, or what the variant changes: `dark · high contrast · elevated · iOS 26 · keyboard · AX3 ·
  /// right to left · double · de`.
  package static func variantName(_ variant: Variant) -> String {
    var words: [String] = []
    if variant.appearance != .light { words.append(variant.appearance.rawValue) }
    if variant.increasesContrast { words.append("high contrast") }
    if variant.level != .base { words.append(variant.level.rawValue) }
    if variant.os != Variant.standard.os { words.append(variant.os.displayName) }
    if variant.keyboard == .shown { words.append("keyboard") }
    if variant.contentSize != .large { words.append(variant.contentSize.rawValue) }
    if variant.layoutDirection == .rightToLeft && variant.pseudoLocale != .rightToLeft {
      words.append("right to left")
    }
    if let pseudoLocale = variant.pseudoLocale { words.append(pseudoLocale.rawValue) }
    if let language = variant.language { words.append(language) }
    return words.isEmpty ? "standard" : words.joined(separator: " · ")
  }

  /// One screen's picture and caption, at its place in the grid.
  struct Tile {
    var row: Int
    var column: Int
    var image: ImageAsset
    var caption: String
  }

  /// Where every tile goes: columns of the tile width, each row as tall as its tallest tile.
  struct Grid {
    var tiles: [Tile]
    var tileWidth: Double
    var title: String
    /// The top of each row, and the sheet's height.
    var rowTops: [Double]
    var height: Double

    init(tiles: [Tile], rows: Int, tileWidth: Double, title: String) {
      self.tiles = tiles
      self.tileWidth = tileWidth
      self.title = title
      var tops: [Double] = []
      var top = ContactSheet.gap + ContactSheet.titleHeight
      for row in 0..<rows {
        tops.append(top)
        let tallest = tiles.filter { $0.row == row }.map { $0.image.size.height.rounded(.up) }.max() ?? 0
        top += tallest + ContactSheet.captionHeight + ContactSheet.gap
      }
      rowTops = tops
      height = top
    }

    /// The sheet as a layout of image views and labels at fixed places.
    var program: AnyLayoutProgram {
      let tiles = self.tiles
      let tops = rowTops
      let width = tileWidth
      let title = self.title
      return AnyLayoutProgram("\(title) sheet") { root, _ in
        let heading = Label("title", text: title)
        heading.font = .boldSystemFont(ofSize: 22)
        root.addSubview(heading)
        heading.leading == root.leading + ContactSheet.gap
        heading.top == root.top + ContactSheet.gap
        for (index, tile) in tiles.enumerated() {
          let x = ContactSheet.gap + Double(tile.column) * (width + ContactSheet.gap)
          let y = tops[tile.row]
          let picture = ImageView("tile\(index)", image: tile.image)
          picture.borderColor = .separator
          picture.borderWidth = 1
          let caption = Label("caption\(index)", text: tile.caption)
          caption.font = .systemFont(ofSize: 13)
          caption.numberOfLines = 2
          caption.lineBreakMode = .byTruncatingTail
          caption.textColor = .secondaryLabel
          root.addSubviews(picture, caption)
          picture.leading == root.leading + x
          picture.top == root.top + y
          caption.leading == picture.leading
          caption.width == width
          caption.top == picture.bottom + 4
        }
      }
    }
  }
}

/// Why a contact sheet cannot be made.
public enum ContactSheetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No screen was given.
  case noScreens(layout: String)
  /// The sheet is too narrow for its columns.
  case tooNarrow(width: Double, columns: Int)

  public var description: String {
    switch self {
    case .noScreens(let layout):
      "The contact sheet of '\(layout)' has no screens to show; choose at least one device."
    case .tooNarrow(let width, let columns):
      "A contact sheet \(NumberText.points(width)) pixels wide is too narrow for \(columns) columns of tiles; "
        + "make it wider or choose fewer variants."
    }
  }
}
