/// Plain text tables for the terminal: columns padded to their widest cell.
enum TextTable {
  /// The header, a rule, then the rows; every row has as many cells as the header.
  static func render(header: [String], rows: [[String]]) -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      zip(cells, widths).map { cell, width in cell + String(repeating: " ", count: width - cell.count) }
        .joined(separator: "  ").trimmingTrailingSpaces()
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

/// Numbers as the command line prints them: no trailing zeros.
enum NumberFormat {
  /// `375`, `2.5`, `0.333`: at most 3 decimals.
  static func points(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
