import LayoutShotUIKit
import Testing

/// The system font measured against published iOS measurements of San Francisco, which LayoutShot
/// may not use: each width within 1.5 %, line heights exactly.
///
/// Sources:
/// - iOS 26.1 simulator at @3x: `UIFont.systemFont(ofSize:weight:)`'s metrics and
///   `(string as NSString).size(withAttributes:)` widths, measured by the openuikit project's
///   probe app (github.com/Vercantez/openuikit, `golden/font_metrics_ios.json`).
/// - iOS 16 (a 2023 project, @3x): `UILabel(text: "Hello World").intrinsicContentSize` printed as
///   88.0 × 20.33 (github.com/brittpinder/ios-reference, `uikit/autolayout/…/IntrinsicVC.swift`).
/// - iOS 11 (Xcode 9): "This is a test string" in the 17-point system font is 144.09326171875 ×
///   20.287109375, two lines (40.574) at 100 points wide; "Test String" is 82.269 wide
///   (github.com/gillygize/FloorplanB, `FloorplanBTests/NSAttributedString+FloorplanBTests.swift`,
///   `FrameableTests.swift`; TextKit's used rectangle).
/// - iOS 12 era: a 69-character "Lorem ipsum" string in a default `UILabel` takes three lines at
///   305 points with word wrapping and two with character wrapping
///   (github.com/linkedin/LayoutKit, `LayoutKitTests/LabelLayoutTests.swift`).
@Suite("System font against iOS")
struct SystemFontMeasurementTests {
  static let hello = "Hello UIKit"
  static let pangram = "The quick brown fox jumps over the lazy dog"

  /// A string's width in the system font at a size and weight, as iOS measured it.
  struct Measurement: Sendable, CustomTestStringConvertible {
    var text: String
    var size: CGFloat
    var weight: UIFont.Weight
    var width: CGFloat

    init(_ text: String, _ size: CGFloat, _ weight: UIFont.Weight, _ width: CGFloat) {
      self.text = text
      self.size = size
      self.weight = weight
      self.width = width
    }

    var testDescription: String { "\"\(text)\" \(size) pt, weight \(weight.rawValue)" }
  }

  /// iOS 26.1's `size(withAttributes:)` widths of two ordinary strings at every weight from light
  /// to black, 11 to 22 points (openuikit).
  static let iOS26: [Measurement] = {
    let (hello, pangram) = (Self.hello, Self.pangram)
    return [
      Measurement(hello, 11, .regular, 55.32763671875),
      Measurement(pangram, 11, .regular, 234.1044921875),
      Measurement(hello, 11, .medium, 56.834362268447876),
      Measurement(pangram, 11, .medium, 239.13183462619781),
      Measurement(hello, 11, .semibold, 57.929797887802124),
      Measurement(pangram, 11, .semibold, 242.78686654567719),
      Measurement(hello, 11, .bold, 59.4365234375),
      Measurement(pangram, 11, .bold, 247.814208984375),
      Measurement(hello, 11, .heavy, 61.62789624929428),
      Measurement(pangram, 11, .heavy, 255.12594637274742),
      Measurement(hello, 11, .black, 63.54541015625),
      Measurement(pangram, 11, .black, 261.52392578125),
      Measurement(hello, 12, .regular, 59.583984375),
      Measurement(pangram, 12, .regular, 252.36328125),
      Measurement(hello, 12, .medium, 61.22768497467041),
      Measurement(pangram, 12, .medium, 257.8476548194885),
      Measurement(hello, 12, .semibold, 62.42270565032959),
      Measurement(pangram, 12, .semibold, 261.8349623680115),
      Measurement(hello, 12, .bold, 64.06640625),
      Measurement(pangram, 12, .bold, 267.3193359375),
      Measurement(hello, 12, .heavy, 66.4569947719574),
      Measurement(pangram, 12, .heavy, 275.29577672481537),
      Measurement(hello, 12, .black, 68.548828125),
      Measurement(pangram, 12, .black, 282.275390625),
      Measurement(hello, 13, .regular, 63.71142578125),
      Measurement(pangram, 13, .regular, 270.1181640625),
      Measurement(hello, 13, .medium, 65.49210143089294),
      Measurement(pangram, 13, .medium, 276.05956876277924),
      Measurement(hello, 13, .semibold, 66.78670716285706),
      Measurement(pangram, 13, .semibold, 280.37915194034576),
      Measurement(hello, 13, .bold, 68.5673828125),
      Measurement(pangram, 13, .bold, 286.320556640625),
      Measurement(hello, 13, .heavy, 71.15718704462051),
      Measurement(pangram, 13, .heavy, 294.9617008268833),
      Measurement(hello, 13, .black, 73.42333984375),
      Measurement(pangram, 13, .black, 302.52294921875),
      Measurement(hello, 15, .light, 69.97077360749245),
      Measurement(pangram, 15, .light, 301.12390503287315),
      Measurement(hello, 15, .regular, 71.90185546875),
      Measurement(pangram, 15, .regular, 305.3759765625),
      Measurement(hello, 15, .medium, 73.95648121833801),
      Measurement(pangram, 15, .medium, 312.23144352436066),
      Measurement(hello, 15, .semibold, 75.45025706291199),
      Measurement(pangram, 15, .semibold, 317.21557796001434),
      Measurement(hello, 15, .bold, 77.5048828125),
      Measurement(pangram, 15, .bold, 324.071044921875),
      Measurement(hello, 15, .heavy, 80.49311846494675),
      Measurement(pangram, 15, .heavy, 334.0415959060192),
      Measurement(hello, 16, .regular, 76.0078125),
      Measurement(pangram, 16, .regular, 323.046875),
      Measurement(hello, 16, .medium, 78.19941329956055),
      Measurement(pangram, 16, .medium, 330.35937309265137),
      Measurement(hello, 16, .semibold, 79.79277420043945),
      Measurement(pangram, 16, .semibold, 335.67578315734863),
      Measurement(hello, 16, .bold, 81.984375),
      Measurement(pangram, 16, .bold, 342.98828125),
      Measurement(hello, 16, .heavy, 85.17182636260986),
      Measurement(pangram, 16, .heavy, 353.62353563308716),
      Measurement(hello, 16, .black, 87.9609375),
      Measurement(pangram, 16, .black, 362.9296875),
      Measurement(hello, 17, .regular, 79.66259765625),
      Measurement(pangram, 17, .regular, 338.9541015625),
      Measurement(hello, 17, .medium, 81.99117350578308),
      Measurement(pangram, 17, .medium, 346.7236307859421),
      Measurement(hello, 17, .semibold, 83.68411946296692),
      Measurement(pangram, 17, .semibold, 352.3723164796829),
      Measurement(hello, 17, .bold, 86.0126953125),
      Measurement(pangram, 17, .bold, 360.141845703125),
      Measurement(hello, 17, .heavy, 89.39936238527298),
      Measurement(pangram, 17, .heavy, 371.4418034851551),
      Measurement(hello, 17, .black, 92.36279296875),
      Measurement(pangram, 17, .black, 381.32958984375),
      Measurement(hello, 20, .light, 88.80561402998865),
      Measurement(pangram, 20, .light, 382.42414243286476),
      Measurement(hello, 20, .regular, 91.61884307861328),
      Measurement(pangram, 20, .regular, 388.6533546447754),
      Measurement(hello, 20, .medium, 94.36299873981625),
      Measurement(pangram, 20, .medium, 398.3622691454366),
      Measurement(hello, 20, .semibold, 96.35808394756168),
      Measurement(pangram, 20, .semibold, 405.42094733100384),
      Measurement(hello, 20, .bold, 99.10223960876465),
      Measurement(pangram, 20, .bold, 415.12986183166504),
      Measurement(hello, 22, .light, 96.24352518454543),
      Measurement(pangram, 22, .light, 412.9585219267974),
      Measurement(hello, 22, .regular, 99.66100513935089),
      Measurement(pangram, 22, .regular, 420.56874853372574),
      Measurement(hello, 22, .medium, 102.68587999524607),
      Measurement(pangram, 22, .medium, 432.0181702273694),
      Measurement(hello, 22, .semibold, 104.8850566547917),
      Measurement(pangram, 22, .semibold, 440.3422504467162),
      Measurement(hello, 22, .bold, 107.90993151068687),
      Measurement(pangram, 22, .bold, 451.7916721403599),
      Measurement(hello, 22, .heavy, 112.30929177879807),
      Measurement(pangram, 22, .heavy, 468.4436439710953),
      Measurement(hello, 22, .black, 116.15885788202286),
      Measurement(pangram, 22, .black, 483.014595746994),
    ]
  }()

  /// How far `width` is from `expected`, as a fraction of it.
  static func error(_ width: CGFloat, _ expected: CGFloat) -> Double {
    Double(abs(width - expected) / expected)
  }

  @Test(arguments: iOS26)
  func widthsAreWithinOneAndAHalfPercentOfIOS(_ measurement: Measurement) {
    let font = UIFont.systemFont(ofSize: measurement.size, weight: measurement.weight)
    let size = (measurement.text as NSString).size(withAttributes: [.font: font])
    #expect(Self.error(size.width, measurement.width) <= 0.015, "\(size.width) against iOS's \(measurement.width)")
    // San Francisco's line height at every size and weight: 2444 / 2048 of the size.
    #expect(size.height == measurement.size * 2444 / 2048)
  }

  @Test(
    arguments: [
      // (size, lineHeight, ascender, descender) of UIFont.systemFont(ofSize:) on iOS 26.1.
      (8.0, 9.546875, 7.6171875, -1.9296875), (11, 13.126953125, 10.4736328125, -2.6533203125),
      (13, 15.513671875, 12.3779296875, -3.1357421875), (15, 17.900390625, 14.2822265625, -3.6181640625),
      (17, 20.287109375, 16.1865234375, -4.1005859375), (20, 23.8671875, 19.04296875, -4.82421875),
      (22, 26.25390625, 20.947265625, -5.306640625), (28, 33.4140625, 26.66015625, -6.75390625),
      (34, 40.57421875, 32.373046875, -8.201171875),
    ] as [(CGFloat, CGFloat, CGFloat, CGFloat)])
  func lineMetricsAreSanFranciscos(size: CGFloat, lineHeight: CGFloat, ascender: CGFloat, descender: CGFloat) {
    for weight in [UIFont.Weight.light, .regular, .semibold, .black] {
      let font = UIFont.systemFont(ofSize: size, weight: weight)
      #expect(font.lineHeight == lineHeight)
      #expect(font.ascender == ascender)
      #expect(font.descender == descender)
      #expect(font.leading == 0)
    }
  }

  @Test func aHelloWorldLabelIsAsOnIOS16() throws {
    let program = UIKitLayout.view("Hello") { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
      let label = UILabel()
      label.accessibilityIdentifier = "label"
      label.text = "Hello World"
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40).isActive = true
      return root
    }
    // An iPhone 12 draws at 3x: the height is 20.287 rounded up to thirds, 61 / 3.
    let solved = try LayoutEngine().solve(program, on: Device.iPhone12.screen())
    let frame = try #require(solved.frame(of: "label"))
    #expect(abs(frame.height - 61.0 / 3) < 1e-9)
    #expect(Self.error(CGFloat(frame.width), 88) <= 0.015, "\(frame.width) against iOS's 88")
    // The width is rounded up to thirds of a point too.
    #expect(abs(frame.width * 3 - (frame.width * 3).rounded()) < 1e-9)
  }

  @Test func aTestStringMeasuresAsOnIOS11() {
    let font = UIFont.systemFont(ofSize: 17)
    let size = ("This is a test string" as NSString).size(withAttributes: [.font: font])
    #expect(Self.error(size.width, 144.09326171875) <= 0.015, "\(size.width)")
    #expect(size.height == 20.287109375)
    #expect(Self.error("Test String".size(withAttributes: [.font: font]).width, 82.269) <= 0.015)
    // Two lines at 100 points wide.
    let wrapped = ("This is a test string" as NSString).boundingRect(
      with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: nil)
    #expect(wrapped.height == 2 * 20.287109375)
  }

  @Test func loremIpsumWrapsAsOnIOS12() {
    let label = UILabel()
    label.text = "Lorem ipsum dolor sit amet, consectetuer adipiscing elit. Aenean comm"
    label.numberOfLines = 0
    let wordWrapped = label.sizeThatFits(CGSize(width: 305, height: CGFloat.greatestFiniteMagnitude))
    #expect(wordWrapped.height == (3 * 20.287109375).rounded(.up))
    label.lineBreakMode = .byCharWrapping
    let characterWrapped = label.sizeThatFits(CGSize(width: 305, height: CGFloat.greatestFiniteMagnitude))
    #expect(characterWrapped.height == (2 * 20.287109375).rounded(.up))
  }
}
