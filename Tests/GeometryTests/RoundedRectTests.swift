import Geometry
import Testing

@Suite("Rounded rectangles and corner radii")
struct RoundedRectTests {
  @Test func radiiFitHalfTheShorterSide() {
    let wide = RoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radius: 50)
    #expect(wide.radii == CornerRadii(all: 10))
    let mixed = RoundedRect(
      Rect(x: 0, y: 0, width: 40, height: 20),
      radii: CornerRadii(topLeft: -3, topRight: .nan, bottomRight: 4, bottomLeft: 12))
    #expect(mixed.radii == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 4, bottomLeft: 10))
    #expect(RoundedRect(Rect(x: 0, y: 0, width: -5, height: 20), radius: 4).radii == .zero)
  }

  @Test func radiiAreClampedToHalfTheShorterSide() {
    let radii = CornerRadii(topLeft: 30, topRight: -4, bottomRight: .nan, bottomLeft: 3)
    #expect(
      radii.clamped(width: 20, height: 50)
        == CornerRadii(topLeft: 10, topRight: 0, bottomRight: 0, bottomLeft: 3))
  }
}
