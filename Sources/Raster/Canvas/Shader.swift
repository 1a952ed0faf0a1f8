/// What a fill paints at each pixel, premultiplied.
protocol Shader {
  /// The one colour painted everywhere, when there is one (lets opaque runs become memory fills).
  var solidColor: PackedPixel? { get }
  /// The premultiplied colour painted at canvas pixel (`x`, `y`).
  func color(x: Int, y: Int) -> PackedPixel
}

/// Paints one colour.
struct SolidShader: Shader {
  let solid: PackedPixel
  var solidColor: PackedPixel? { solid }
  func color(x: Int, y: Int) -> PackedPixel { solid }
}
