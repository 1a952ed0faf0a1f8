/// The coverage of the current clip: a ``CoverageMask`` over its bounds, 255 where drawing shows
/// fully, 0 where it does not show; outside ``region`` nothing shows.
struct ClipMask {
  private var coverage: CoverageMask

  /// The canvas pixels the mask covers; nothing outside it shows.
  var region: PixelRegion { coverage.region }

  /// The mask of `edges` filled with `rule` inside `region`, intersected with `enclosing` (the
  /// clip already in force, if any): coverages multiply, rounded to nearest.
  init(_ edges: EdgeList, rule: FillRule, region: PixelRegion, within enclosing: ClipMask?) {
    self.init(CoverageMask(edges, rule: rule, in: region), within: enclosing)
  }

  /// The mask of `coverage`, intersected with `enclosing` (the clip already in force, if any):
  /// coverages multiply, rounded to nearest.
  init(_ coverage: CoverageMask, within enclosing: ClipMask?) {
    self.coverage = coverage
    let region = coverage.region
    guard let enclosing, !region.isEmpty else { return }
    enclosing.withReader { outer in
      self.coverage.withBytes { inner in
        for row in 0..<region.height {
          let outerRow = outer.row(y: region.y + row, x: region.x)
          let innerRow = inner + row * region.width
          for column in 0..<region.width where innerRow[column] != 0 {
            innerRow[column] = UInt8(
              PixelMath.divideBy255(UInt32(innerRow[column]) * UInt32(outerRow[column])))
          }
        }
      }
    }
  }

  /// Calls `body` with a reader of the coverage.
  func withReader<Result>(_ body: (MaskReader) -> Result) -> Result {
    coverage.withReader(body)
  }
}
