import LayoutShot
import Testing

/// What labels, buttons and image views show must be measurable: a font size of 0 or NaN, an image
/// of -10 pixels or at scale 0 fail with a ``LayoutError`` that names the property, rather than a
/// misleading intrinsic size, garbage frames or a crash when the text is drawn.
@Suite("Content validation")
struct ContentValidationTests {
  /// A 400 × 800 screen at 2x.
  private static let screen = Screen(size: Size(width: 400, height: 800), scale: 2)

  /// The `LayoutError.invalidViewProperty` the program fails with, as (view, property, reason).
  private func failure(_ program: AnyLayoutProgram) -> (String, String, String)? {
    do {
      _ = try LayoutEngine().solve(program, on: Self.screen)
      return nil
    } catch {
      guard case .invalidViewProperty(let view, let property, let reason, _) = error else { return nil }
      return (view, property, reason)
    }
  }

  /// A program with the view `make` makes at the root's top-left corner.
  private func placing(_ make: @escaping @Sendable () -> View) -> AnyLayoutProgram {
    AnyLayoutProgram("Content") { root, _ in
      let view = make()
      root.addSubview(view)
      view.leading == root.leading
      view.top == root.top
    }
  }

  @Test(arguments: [(0.0, "0"), (-5, "-5"), (.nan, "nan"), (.infinity, "inf")])
  func aLabelsFontSizeMustBePositiveAndFinite(size: Double, text: String) throws {
    let (view, property, reason) = try #require(
      failure(
        placing {
          let label = Label("title", text: "Hello")
          label.font = .systemFont(ofSize: size)
          return label
        }))
    #expect(view == "title")
    #expect(property == "font.pointSize")
    #expect(reason == "\(text) is not a font size; a font size is a finite number of points above 0")
  }

  @Test func aButtonsTitleFontAndInsetsAreChecked() throws {
    let small = placing {
      let button = Button("go", title: "Go")
      button.titleFont = .boldSystemFont(ofSize: 0)
      return button
    }
    #expect(try #require(failure(small)).1 == "titleFont.pointSize")
    let padded = placing {
      let button = Button("go", title: "Go")
      button.contentEdgeInsets = EdgeInsets(top: 0, left: .nan, bottom: 0, right: 0)
      return button
    }
    let (_, property, reason) = try #require(failure(padded))
    #expect(property == "contentEdgeInsets.left")
    #expect(reason == "nan is not a finite number of points")
  }

  @Test func anImagesSizeAndScaleAreChecked() throws {
    let negative = placing {
      ImageView("photo", image: ImageAsset(name: "photo", pixelWidth: -10, pixelHeight: 10))
    }
    let (view, property, reason) = try #require(failure(negative))
    #expect(view == "photo" && property == "image")
    #expect(reason == "-10 × 10 pixels is not an image size; an image is at least 0 pixels each way")
    for scale in [0.0, -2, .nan, .infinity] {
      let scaled = placing {
        ImageView("photo", image: ImageAsset(name: "photo", pixelWidth: 10, pixelHeight: 10, scale: scale))
      }
      #expect(try #require(failure(scaled)).1 == "image.scale", "\(scale)")
    }
    // A valid scale so small that the size in points overflows.
    let tiny = placing {
      ImageView(
        "photo",
        image: ImageAsset(name: "photo", pixelWidth: 10, pixelHeight: 10, scale: .leastNonzeroMagnitude))
    }
    #expect(try #require(failure(tiny)).1 == "image.scale")
  }

  @Test func aValidFontSizeOfAMillionPointsLaysOut() throws {
    // "Hi" in the system font is 2,752 units of Inter's 2,816 per em (advances, no kerning pair;
    // read with uharfbuzz 0.57 independently of LayoutShot): 977,272.73 points at a million
    // points, plus the tracking after each of its 2 characters, that of the largest size in the
    // system font's table (−0.045 em = −45,000 points each when written: 887,272.73), rounded up
    // to the 2x grid: 887,273 then.
    let tracking = SystemFont.tracking(weight: .regular).points(atSize: 1_000_000)
    let width = 2752.0 * 1_000_000 / 2816 + 2 * tracking
    let program = placing {
      let label = Label("huge", text: "Hi")
      label.font = .systemFont(ofSize: 1_000_000)
      return label
    }
    let solved = try LayoutEngine().solve(program, on: Self.screen)
    #expect(solved.frame(of: "huge")?.width == (width * 2).rounded(.up) / 2)
  }

  @Test func aLabelFarTallerThanItsTextIsDrawnCentred() throws {
    // A frame 1e300 points high holds more lines than an Int counts; the one line is centred in it.
    let program = AnyLayoutProgram("Tall") { root, _ in
      let label = Label("tall", text: "Hi")
      root.addSubview(label)
      label.leading == root.leading
      label.top == root.top
      label.height == 1e300
    }
    let solved = try LayoutEngine().solve(program, on: Self.screen)
    let text = try #require(solved.textLayout(of: "tall"))
    #expect(text.lines.map(\.text) == ["Hi"])
    _ = try solved.scene()
  }
}
