import Render
import Testing

private struct Stop: Error {}

@Suite struct SceneTests {
  @Test func sizeAndScaleMustBePositiveAndFinite() {
    #expect(throws: SceneError.invalidSize(Size(width: 0, height: 10))) {
      try Scene(size: Size(width: 0, height: 10))
    }
    #expect(throws: SceneError.invalidSize(Size(width: 10, height: .infinity))) {
      try Scene(size: Size(width: 10, height: .infinity))
    }
    #expect(throws: SceneError.invalidScale(-2)) { try Scene(size: Size(width: 10, height: 10), scale: -2) }
    #expect(throws: (any Error).self) { try Scene(size: Size(width: 10, height: 10), scale: .nan) }
    #expect(SceneError.invalidSize(Size(width: -1, height: 5)).description.contains("-1 × 5"))
  }

  @Test func pixelSizeIsThePointSizeTimesTheScaleRounded() throws {
    let phone = try Scene(size: Size(width: 393, height: 852), scale: 3)
    #expect(phone.pixelWidth == 1179 && phone.pixelHeight == 2556)
    // The Pixel 5: 392.73 × 850.91 dp at 2.75 is 1080.0075 × 2340.0025 pixels.
    let pixel = try Scene(size: Size(width: 392.73, height: 850.91), scale: 2.75)
    #expect(pixel.pixelWidth == 1080 && pixel.pixelHeight == 2340)
  }

  @Test func groupsAndClipsArePairedInOrder() throws {
    var scene = try Scene(size: Size(width: 100, height: 100))
    let square = Shape.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    scene.group(name: "a", opacity: 0.5) { scene in
      scene.fill(square, with: .red)
      scene.clip(to: square) { scene in scene.fill(square, with: .blue) }
    }
    #expect(
      scene.commands == [
        .beginGroup(DrawCommand.Group(name: "a", opacity: 0.5)),
        .fill(DrawCommand.Fill(shape: square, color: .red)),
        .beginClip(square),
        .fill(DrawCommand.Fill(shape: square, color: .blue)),
        .endClip,
        .endGroup,
      ])
  }

  @Test func aThrowingBodyStillClosesItsGroupAndClip() throws {
    var scene = try Scene(size: Size(width: 100, height: 100))
    #expect(throws: Stop.self) {
      try scene.group(name: "a") { (scene: inout Scene) throws(Stop) in
        try scene.clip(to: .rect(.zero)) { (_: inout Scene) throws(Stop) in throw Stop() }
      }
    }
    #expect(scene.commands.suffix(2) == [.endClip, .endGroup])
  }

  @Test func groupOpacityIsClamped() {
    #expect(DrawCommand.Group(opacity: 1.5).opacity == 1)
    #expect(DrawCommand.Group(opacity: -0.5).opacity == 0)
    #expect(DrawCommand.Group(opacity: .nan).opacity == 1)
  }
}
