import LayoutShot
import Testing

/// UIKit code pastes as it is: its type names stand for LayoutShot's.
@Suite("UIKit names")
struct UIKitNameTests {
  @Test func colorsAsUIKitCodeWritesThem() {
    let view = UIView()
    view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(view.backgroundColor == Color.orange)
    view.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
    // systemBlue is 0, 122, 255 (#007AFF); half opacity is 0x80 of 0xFF, to the nearest level.
    #expect(view.backgroundColor?.hexDescription == "#007AFF80")
    view.borderColor = UIColor(white: 0, alpha: 1)
    #expect(view.borderColor == Color.black)
  }
}
