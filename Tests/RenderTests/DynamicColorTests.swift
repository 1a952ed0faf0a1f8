import Foundation
import Render
import Testing

// Dynamic colours: `Color(light:dark:…)`, resolution, equality, and every system colour's values
// checked against the tables of Documentation/SystemColors.md, pasted below as they are printed
// there and parsed, so each expected value is the table's own text.

/// The table of Documentation/SystemColors.md#element-colours.
///
/// Light, dark (base), dark (elevated), IC light, IC dark, IC dark elevated, as `#RRGGBBAA`; `αx`
/// is the float opacity the colour keeps.
private let semanticTable = """
  | label | #000000FF | #FFFFFFFF | #FFFFFFFF | #000000FF | #FFFFFFFF | #FFFFFFFF |
  | secondaryLabel | #3C3C4399 α0.6 | #EBEBF599 α0.6 | #EBEBF599 α0.6 | #3C3C43AD | #EBEBF5AD | #EBEBF5AD |
  | tertiaryLabel | #3C3C434D α0.3 | #EBEBF54D α0.3 | #EBEBF54D α0.3 | #3C3C4360 | #EBEBF560 | #EBEBF560 |
  | quaternaryLabel | #3C3C432E α0.18 | #EBEBF529 α0.16 | #EBEBF529 α0.16 | #3C3C4342 | #EBEBF53D | #EBEBF53D |
  | placeholderText | #3C3C434D α0.3 | #EBEBF54D α0.3 | #EBEBF54D α0.3 | #3C3C4360 | #EBEBF560 | #EBEBF560 |
  | separator | #3C3C434A α0.29 | #54545899 α0.6 | #54545899 α0.6 | #3C3C435E | #545458AD | #545458AD |
  | opaqueSeparator | #C6C6C8FF | #38383AFF | #38383AFF | #C6C6C8FF | #38383AFF | #38383AFF |
  | link | #007AFFFF | #0984FFFF | #0984FFFF | #007AFFFF | #0984FFFF | #0984FFFF |
  | systemBackground | #FFFFFFFF | #000000FF | #1C1C1EFF | #FFFFFFFF | #000000FF | #242426FF |
  | secondarySystemBackground | #F2F2F7FF | #1C1C1EFF | #2C2C2EFF | #EBEBF0FF | #242426FF | #363638FF |
  | tertiarySystemBackground | #FFFFFFFF | #2C2C2EFF | #3A3A3CFF | #FFFFFFFF | #363638FF | #444446FF |
  | systemGroupedBackground | #F2F2F7FF | #000000FF | #1C1C1EFF | #EBEBF0FF | #000000FF | #242426FF |
  | secondarySystemGroupedBackground | #FFFFFFFF | #1C1C1EFF | #2C2C2EFF | #FFFFFFFF | #242426FF | #363638FF |
  | tertiarySystemGroupedBackground | #F2F2F7FF | #2C2C2EFF | #3A3A3CFF | #EBEBF0FF | #363638FF | #444446FF |
  | systemFill | #78788033 α0.2 | #7878805C α0.36 | #7878805C α0.36 | #78788047 | #78788070 | #78788070 |
  | secondarySystemFill | #78788029 α0.16 | #78788052 α0.32 | #78788052 α0.32 | #7878803D | #78788066 | #78788066 |
  | tertiarySystemFill | #7676801F α0.12 | #7676803D α0.24 | #7676803D α0.24 | #76768033 | #76768051 | #76768051 |
  | quaternarySystemFill | #74748014 α0.08 | #7676802E α0.18 | #7676802E α0.18 | #74748028 | #76768042 | #76768042 |
  """

/// Documentation/SystemColors.md#tints-and-greys: light, dark, IC light, IC dark.
private let tintTable = """
  | systemRed | #FF3B30FF | #FF453AFF | #D70015FF | #FF6961FF |
  | systemOrange | #FF9500FF | #FF9F0AFF | #C93400FF | #FFB340FF |
  | systemYellow | #FFCC00FF | #FFD60AFF | #B25000FF | #FFD426FF |
  | systemGreen | #34C759FF | #30D158FF | #248A3DFF | #30DB5BFF |
  | systemMint | #00C7BEFF | #63E6E2FF | #0C817BFF | #66D4CFFF |
  | systemTeal | #30B0C7FF | #40C8E0FF | #008299FF | #5DE6FFFF |
  | systemCyan | #32ADE6FF | #64D2FFFF | #0071A4FF | #70D7FFFF |
  | systemBlue | #007AFFFF | #0A84FFFF | #0040DDFF | #409CFFFF |
  | systemIndigo | #5856D6FF | #5E5CE6FF | #3634A3FF | #7D7AFFFF |
  | systemPurple | #AF52DEFF | #BF5AF2FF | #8944ABFF | #DA8FFFFF |
  | systemPink | #FF2D55FF | #FF375FFF | #D30F45FF | #FF6482FF |
  | systemBrown | #A2845EFF | #AC8E68FF | #7F6545FF | #B59469FF |
  | systemGray | #8E8E93FF | #8E8E93FF | #6C6C70FF | #AEAEB2FF |
  | systemGray2 | #AEAEB2FF | #636366FF | #8E8E93FF | #7C7C80FF |
  | systemGray3 | #C7C7CCFF | #48484AFF | #AEAEB2FF | #545456FF |
  | systemGray4 | #D1D1D6FF | #3A3A3CFF | #BCBCC0FF | #444446FF |
  | systemGray5 | #E5E5EAFF | #2C2C2EFF | #D8D8DCFF | #363638FF |
  | systemGray6 | #F2F2F7FF | #1C1C1EFF | #EBEBF0FF | #242426FF |
  """

/// Documentation/SystemColors.md#ios-26-palette: the iOS 26 tints, light, dark, IC light, IC dark.
///
/// The greys are unchanged.
let ios26TintTable = """
  | systemRed | #FF383CFF | #FF4245FF | #E9152DFF | #FF6165FF |
  | systemOrange | #FF8D28FF | #FF9230FF | #C55300FF | #FFA056FF |
  | systemYellow | #FFCC00FF | #FFD600FF | #A16A00FF | #FEDF43FF |
  | systemGreen | #34C759FF | #30D158FF | #008932FF | #4AD968FF |
  | systemMint | #00C8B3FF | #00DAC3FF | #008575FF | #54DFCBFF |
  | systemTeal | #00C3D0FF | #00D2E0FF | #008198FF | #3BDDECFF |
  | systemCyan | #00C0E8FF | #3CD3FEFF | #007EAEFF | #6DD9FFFF |
  | systemBlue | #0088FFFF | #0091FFFF | #1E6EF4FF | #5CB8FFFF |
  | systemIndigo | #6155F5FF | #6D7CFFFF | #564ADEFF | #A7AAFFFF |
  | systemPurple | #CB30E0FF | #DB34F2FF | #B02FC2FF | #EA8DFFFF |
  | systemPink | #FF2D55FF | #FF375FFF | #E7124DFF | #FF8AC4FF |
  | systemBrown | #AC7F5EFF | #B78A66FF | #956D51FF | #DBA679FF |
  """

/// One value of a table: `#RRGGBBAA`, and the float opacity when the cell gives one (`α0.6`).
struct TableValue: Sendable, CustomStringConvertible {
  var hex: String
  var alpha: Double?

  init(_ cell: Substring) {
    let words = cell.split(separator: " ")
    hex = String(words[0])
    alpha = words.count > 1 ? Double(words[1].dropFirst()) : nil
  }

  var description: String { hex + (alpha.map { " α\($0)" } ?? "") }
}

/// A row of a table: the colour's name and its values, column by column.
struct TableRow: Sendable, CustomStringConvertible {
  var name: String
  var values: [TableValue]

  var description: String { name }

  static func rows(of table: String) -> [TableRow] {
    table.split(separator: "\n").map { line in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      return TableRow(name: cells[0], values: cells.dropFirst().map { TableValue(Substring($0)) })
    }
  }
}

/// Whether `color` is the table's `value`: the same `#RRGGBBAA`, and exactly the float opacity
/// when the table gives one.
private func matches(_ color: Color, _ value: TableValue) -> Bool {
  color.hexDescription == value.hex && (value.alpha.map { color.alpha == $0 } ?? true)
}

@Suite("Dynamic colours")
struct DynamicColorTests {
  static let semanticRows = TableRow.rows(of: semanticTable)
  static let tintRows = TableRow.rows(of: tintTable)

  @Test func theTablesAreComplete() {
    #expect(Self.semanticRows.count == 18 && Self.semanticRows.allSatisfy { $0.values.count == 6 })
    #expect(Self.tintRows.count == 18 && Self.tintRows.allSatisfy { $0.values.count == 4 })
  }

  // MARK: System colours against the reference

  @Test(arguments: semanticRows)
  func semanticColourInEveryAppearance(_ row: TableRow) throws {
    let color = try #require(Color(named: row.name))
    #expect(color.isDynamic)
    let resolved = [
      color.resolved(for: .light), color.resolved(for: .dark), color.resolved(for: .dark, elevated: true),
      color.resolved(for: .light, highContrast: true), color.resolved(for: .dark, highContrast: true),
      color.resolved(for: .dark, elevated: true, highContrast: true),
    ]
    let columns = ["light", "dark", "dark elevated", "IC light", "IC dark", "IC dark elevated"]
    for (column, (value, expected)) in zip(columns, zip(resolved, row.values)) {
      #expect(matches(value, expected), "\(row.name) \(column): \(value), table \(expected)")
      #expect(!value.isDynamic)
    }
    // Light content has no elevated variant.
    #expect(color.resolved(for: .light, elevated: true) == resolved[0])
    #expect(color.resolved(for: .light, elevated: true, highContrast: true) == resolved[3])
  }

  @Test(arguments: tintRows)
  func tintOrGreyInEveryAppearance(_ row: TableRow) throws {
    let color = try #require(Color(named: row.name))
    let resolved = [
      color.resolved(for: .light), color.resolved(for: .dark),
      color.resolved(for: .light, highContrast: true),
      color.resolved(for: .dark, highContrast: true),
    ]
    let columns = ["light", "dark", "IC light", "IC dark"]
    for (column, (value, expected)) in zip(columns, zip(resolved, row.values)) {
      #expect(matches(value, expected), "\(row.name) \(column): \(value), table \(expected)")
    }
    // Tints and greys do not change with elevation (Documentation/SystemColors.md#elevated).
    #expect(color.resolved(for: .dark, elevated: true) == resolved[1])
    #expect(color.resolved(for: .dark, elevated: true, highContrast: true) == resolved[3])
  }

  @Test func lightAndDarkOpacitiesAreUIKitsFloats() {
    // Keep the float α, which the table rounds to a byte, 0.3 → 4D
    // (Documentation/SystemColors.md#opacities).
    #expect(Color.tertiaryLabel.resolved(for: .light).alpha == 0.3)
    #expect(Color.quaternaryLabel.resolved(for: .dark).alpha == 0.16)
    #expect(Color.separator.resolved(for: .dark).alpha == 0.6)
    #expect(Color.systemFill.resolved(for: .dark).alpha == 0.36)
    // Increased contrast values exist only as bytes: 0xAD / 255.
    #expect(Color.secondaryLabel.resolved(for: .light, highContrast: true).alpha == 173.0 / 255)
  }

  @Test func linkIsOneLevelFromSystemBlueInDark() {
    // Documentation/SystemColors.md#element-colours: link dark is (9, 132, 255), systemBlue dark
    // (10, 132, 255).
    #expect(Color.link.resolved(for: .dark) == Color(red255: 9, green: 132, blue: 255))
    #expect(Color.systemBlue.resolved(for: .dark) == Color(red255: 10, green: 132, blue: 255))
  }

  @Test func fixedColoursAndHexCodesArePlain() throws {
    for (name, color) in Color.named.prefix(17) {
      #expect(!color.isDynamic, "\(name)")
    }
    #expect(try #require(Color(named: "#FFFFFF")).isDynamic == false)
    #expect(try #require(Color(named: "systemBackground")) == .systemBackground)
  }

  // MARK: Making and resolving dynamic colours

  @Test func aPlainColourResolvesToItself() {
    let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    for appearance in Appearance.allCases {
      for elevated in [false, true] {
        for highContrast in [false, true] {
          #expect(color.resolved(for: appearance, elevated: elevated, highContrast: highContrast) == color)
        }
      }
    }
  }

  @Test func lightAndDarkOnly() {
    let light = Color(red: 1, green: 1, blue: 1)
    let dark = Color(red: 0.1, green: 0.1, blue: 0.1)
    let color = Color(light: light, dark: dark)
    #expect(color.isDynamic)
    #expect(color.resolved(for: .light) == light && color.resolved(for: .dark) == dark)
    // The values not given fall back: elevated and high contrast dark to dark, high contrast
    // light to light.
    #expect(color.resolved(for: .dark, elevated: true) == dark)
    #expect(color.resolved(for: .dark, elevated: true, highContrast: true) == dark)
    #expect(color.resolved(for: .light, highContrast: true) == light)
    // Its components are its light value's.
    #expect(color.red == 1 && color.alpha == 1)
    #expect(color.hexDescription == "#FFFFFFFF")
  }

  @Test func everyVariantAndItsFallbacks() {
    let (light, dark, elevated, contrastLight, contrastDark) = (
      Color(white: 0.9), Color(white: 0.1), Color(white: 0.2), Color(white: 1), Color(white: 0)
    )
    let color = Color(
      light: light, dark: dark, elevatedDark: elevated, highContrastLight: contrastLight,
      highContrastDark: contrastDark)
    #expect(color.resolved(for: .light) == light)
    #expect(color.resolved(for: .dark) == dark)
    #expect(color.resolved(for: .dark, elevated: true) == elevated)
    #expect(color.resolved(for: .light, highContrast: true) == contrastLight)
    #expect(color.resolved(for: .dark, highContrast: true) == contrastDark)
    // High contrast elevated dark, not given: the elevated value wins over the contrast one.
    #expect(color.resolved(for: .dark, elevated: true, highContrast: true) == elevated)
    let all = Color(
      light: light, dark: dark, elevatedDark: elevated, highContrastLight: contrastLight,
      highContrastDark: contrastDark, highContrastElevatedDark: Color(white: 0.3))
    #expect(all.resolved(for: .dark, elevated: true, highContrast: true) == Color(white: 0.3))
    // Without an elevated value, high contrast elevated dark is high contrast dark.
    let noElevated = Color(light: light, dark: dark, highContrastDark: contrastDark)
    #expect(noElevated.resolved(for: .dark, elevated: true, highContrast: true) == contrastDark)
  }

  static let ios26Rows = TableRow.rows(of: ios26TintTable)

  @Test(arguments: ios26Rows)
  func tintInTheIOS26Palette(_ row: TableRow) throws {
    let color = try #require(Color(named: row.name))
    let resolved = [
      color.resolved(for: .light, palette: .ios26), color.resolved(for: .dark, palette: .ios26),
      color.resolved(for: .light, highContrast: true, palette: .ios26),
      color.resolved(for: .dark, highContrast: true, palette: .ios26),
    ]
    let columns = ["light", "dark", "IC light", "IC dark"]
    for (column, (value, expected)) in zip(columns, zip(resolved, row.values)) {
      #expect(matches(value, expected), "\(row.name) iOS 26 \(column): \(value), table \(expected)")
    }
    // The default palette is still iOS 15-18's.
    let older = try #require(Self.tintRows.first { $0.name == row.name })
    #expect(matches(color.resolved(for: .light), older.values[0]))
  }

  @Test func greysAndElementColoursAreTheSameInBothPalettes() {
    for color in [Color.systemGray, .systemGray4, .label, .systemBackground, .separator] {
      #expect(color.resolved(for: .dark, palette: .ios26) == color.resolved(for: .dark))
      #expect(
        color.resolved(for: .light, highContrast: true, palette: .ios26)
          == color.resolved(for: .light, highContrast: true))
    }
  }

  @Test func derivedColoursKeepTheIOS26Values() {
    // A dynamic colour made of tints, a tint at half opacity, and one faded by half each keep
    // the iOS 26 edition: #0088FF light, #0091FF dark.
    let made = Color(light: .systemBlue, dark: .systemBlue)
    #expect(made.resolved(for: .dark, palette: .ios26) == Color(hex: "#0091FF"))
    #expect(
      Color.systemBlue.withAlphaComponent(0.5).resolved(for: .light, palette: .ios26)
        == Color(hex: "#0088FF")?.withAlphaComponent(0.5))
    let faded = Color.systemBlue.withAlphaMultiplied(by: 0.5)
    #expect(faded.resolved(for: .light, palette: .ios26) == Color(hex: "#0088FF")?.withAlphaComponent(0.5))
    #expect(faded.resolved(for: .dark) == Color(hex: "#0A84FF")?.withAlphaComponent(0.5))
    #expect(
      Color.systemBlue.description.contains(
        "; iOS 26 #0088FFFF, dark #0091FFFF, high contrast #1E6EF4FF, high contrast dark #5CB8FFFF"))
  }

  @Test func dynamicValuesAreResolvedForTheirPlace() {
    // A dynamic value stands for its value in the traits of the place it is given for.
    #expect(Color(light: .systemBlue, dark: .systemBlue) == .systemBlue)
    let mixed = Color(light: .label, dark: .systemBlue)
    #expect(mixed.resolved(for: .light) == Color(hex: "#000000"))
    #expect(mixed.resolved(for: .dark) == Color(hex: "#0A84FF"))
    #expect(mixed.resolved(for: .dark, highContrast: true) == Color(hex: "#409CFF"))
  }

  @Test func equalityComparesEveryValue() {
    let a = Color(light: .white, dark: .black)
    let b = Color(light: Color(white: 1), dark: Color(white: 0))
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(Set([a, b, .label, Color(light: .black, dark: .white)]).count == 2)
    #expect(a != .white)
    #expect(a != Color(light: .white, dark: .black, elevatedDark: .gray))
    // A colour whose values are all the same is plain.
    let same = Color(light: .red, dark: .red, highContrastLight: .red)
    #expect(same == .red && !same.isDynamic)
  }

  @Test func alphaChangesEveryValue() throws {
    let half = Color.systemBlue.withAlphaComponent(0.5)
    #expect(half.resolved(for: .light) == Color(hex: "#007AFF")?.withAlphaComponent(0.5))
    #expect(half.resolved(for: .dark) == Color(hex: "#0A84FF")?.withAlphaComponent(0.5))
    var set = Color.systemBlue
    set.alpha = 0.5
    #expect(set == half)
    // Values that differed only in opacity become one plain colour.
    let fading = Color(light: Color(white: 0, alpha: 0.2), dark: Color(white: 0, alpha: 0.4))
    #expect(fading.withAlphaComponent(1) == .black && !fading.withAlphaComponent(1).isDynamic)
  }

  @Test func settingAComponentMakesTheColourPlain() {
    var color = Color.label
    color.red = 1
    #expect(!color.isDynamic && color == Color(red: 1, green: 0, blue: 0))
    #expect(color.resolved(for: .dark) == color)
  }

  @Test func descriptionListsTheValuesThatDiffer() {
    #expect(Color.label.description == "#000000FF, dark #FFFFFFFF")
    #expect(
      Color.systemBackground.description
        == "#FFFFFFFF, dark #000000FF, elevated dark #1C1C1EFF, high contrast elevated dark #242426FF")
    #expect(Color.red.description == "#FF0000FF")
  }
}
