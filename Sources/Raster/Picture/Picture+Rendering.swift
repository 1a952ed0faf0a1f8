#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Picture {
  /// The picture's pixels: the same as replaying the operations on a transparent canvas of its
  /// size (``replay(on:)``), drawn by a plan (``RenderPlan``) that writes most pixels once.
  package func render() -> Image {
    let plan = RenderPlan(self)
    var canvas = Canvas(image: Self.paint(plan.flats, width: width, height: height))
    var index = 0
    while index < operations.count {
      let hidden = plan.hidden[index]
      if plan.isHidden[index], !operations[index].isEndLayer {
        // Nothing of it shows (a one-fill layer is three operations); a layer still ends.
        index += plan.folded[index] ? 3 : 1
        continue
      }
      switch operations[index] {
      case .fill(_, let color, _, _), .glyphs(_, let color, _):
        let source = color.premultiplied
        if source.alpha != 0 {
          canvas.paint(plan.coverages[index], with: SolidShader(solid: source), hidden: hidden)
        }
      case .gradient(_, let gradient, _, let transform):
        canvas.fill(plan.coverages[index], gradient: gradient, transform: transform, hidden: hidden)
      case .image(let image, let rectangle, let transform, let sampling):
        canvas.draw(
          image, x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height,
          transform: transform, sampling: sampling, hidden: hidden)
      case .shadow(let path, let rule, let transform, let shadow):
        canvas.fillShadow(
          of: EdgeList(path, transform: transform), rule: rule, shadow: shadow, hidden: hidden)
      case .beginLayer(let opacity, let shadow, let blur):
        guard plan.folded[index], let color = operations[index + 1].solidColor else {
          canvas.beginLayer(opacity: opacity, shadow: shadow, blur: blur)
          break
        }
        canvas.fillThroughLayer(plan.coverages[index + 1], color: color, opacity: opacity, hidden: hidden)
        index += 3
        continue
      case .endLayer:
        canvas.endLayer(hidden: hidden)
      case .pushClip:
        if case .outline(let edges, let rule) = plan.coverages[index] { canvas.pushClip(edges, rule: rule) }
      case .pushMask(let mask):
        canvas.pushMask(mask.maskImage(width: width, height: height, planned: true))
      case .popClip:
        canvas.popClip()
      }
      index += 1
    }
    return canvas.finish()
  }

  /// A transparent image with the interiors of `flats` painted in order: rows that the same
  /// fills cross are alike, so each band of them is painted once and copied down, and every
  /// pixel is written once.
  private static func paint(_ flats: [RenderPlan.FlatFill], width: Int, height: Int) -> Image {
    var boundaries: Set<Int> = [0, height]
    for flat in flats {
      boundaries.insert(flat.region.y)
      boundaries.insert(flat.region.maxY)
    }
    let rows = boundaries.sorted()
    let count = width * height * 4
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      buffer.withMemoryRebound(to: UInt32.self) { words in
        let base = words.baseAddress.unsafelyUnwrapped
        var cache = BlendCache()
        for band in 0..<rows.count - 1 {
          let (top, bottom) = (rows[band], rows[band + 1])
          let first = base + top * width
          first.initialize(repeating: 0, count: width)
          for flat in flats where flat.region.y <= top && flat.region.maxY >= bottom {
            let start = first + flat.region.x
            if flat.isOpaque {
              start.update(repeating: flat.source.stored, count: flat.region.width)
            } else {
              cache.blendRuns(flat.source.stored, scale: flat.scale, over: start, count: flat.region.width)
            }
          }
          copyDown(first, width: width, rows: bottom - top - 1)
        }
      }
      initializedCount = count
    }
    return Image(uncheckedWidth: width, height: height, bytes: bytes)
  }

  /// Writes the `width` words of `row` into the `rows` rows after it.
  ///
  /// A row of one colour (most of a screen: the window's) is one fill of all of them, by
  /// `memset` when the colour's four bytes are equal (white, clear); a row of a few runs of one
  /// colour each (a placeholder or a card across the window) is filled run by run, row by row,
  /// which only writes; any other row is copied row by row.
  private static func copyDown(_ row: UnsafeMutablePointer<UInt32>, width: Int, rows: Int) {
    guard rows > 0 else { return }
    let word = row[0]
    let next = row + width
    var runs: [(start: Int, count: Int, word: UInt32)] = []
    var start = 0
    for column in 1...width where column == width || row[column] != row[start] {
      runs.append((start, column - start, row[start]))
      start = column
      if runs.count > maximumRuns { break }
    }
    guard runs.count == 1 else {
      if runs.count > maximumRuns {
        for index in 0..<rows {
          UnsafeMutableRawPointer(next + index * width).copyMemory(from: row, byteCount: 4 * width)
        }
      } else {
        for index in 0..<rows {
          let target = next + index * width
          for run in runs { (target + run.start).update(repeating: run.word, count: run.count) }
        }
      }
      return
    }
    let byte = word & 0xFF
    if word == byte &* 0x0101_0101 {
      memset(next, Int32(byte), 4 * width * rows)
    } else {
      next.update(repeating: word, count: width * rows)
    }
  }

  /// The most runs of equal words a row may have to be filled run by run rather than copied.
  private static let maximumRuns = 8
}

extension Picture.Operation {
  /// Whether this ends a layer.
  fileprivate var isEndLayer: Bool {
    if case .endLayer = self { true } else { false }
  }
}
