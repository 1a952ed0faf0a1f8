import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG document read back with Foundation's `XMLParser`: every element in document order, with
/// its depth and attributes, or the parser's error.
///
/// Test support for the render and scene tests.
package final class ParsedSVG: NSObject, XMLParserDelegate {
  /// An element of the document.
  package struct Element {
    package var name: String
    package var attributes: [String: String]
    package var depth: Int
  }

  package private(set) var elements: [Element] = []
  package private(set) var error: Error?
  private var depth = 0

  package init(_ text: String) {
    super.init()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = self
    if !parser.parse() { error = parser.parserError ?? CocoaError(.fileReadCorruptFile) }
  }

  /// The elements named `name`.
  package func elements(named name: String) -> [Element] {
    elements.filter { $0.name == name }
  }

  package func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    elements.append(Element(name: elementName, attributes: attributes, depth: depth))
    depth += 1
  }

  package func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    depth -= 1
  }

  package func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    error = parseError
  }
}

/// The attribute names of each element line of an SVG text, in the order they are written.
package func attributeOrder(_ svg: String) -> [(element: String, attributes: [String])] {
  svg.split(separator: "\n").compactMap { line -> (String, [String])? in
    let trimmed = line.drop { $0 == " " }
    guard trimmed.hasPrefix("<"), !trimmed.hasPrefix("</"), !trimmed.hasPrefix("<?") else { return nil }
    let name = String(trimmed.dropFirst().prefix { $0 != " " && $0 != ">" && $0 != "/" })
    var names: [String] = []
    var rest = Substring(trimmed)
    while let equals = rest.range(of: "=\"") {
      let before = rest[..<equals.lowerBound]
      names.append(String(before.reversed().prefix { $0 != " " }.reversed()))
      rest = rest[equals.upperBound...]
      guard let close = rest.firstIndex(of: "\"") else { break }
      rest = rest[rest.index(after: close)...]
    }
    return (name, names)
  }
}
