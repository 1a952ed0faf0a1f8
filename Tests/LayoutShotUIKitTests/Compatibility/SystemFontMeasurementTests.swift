import LayoutShot
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
  /// to black and every size the probe measured, 8 to 40 points (openuikit).
  ///
  /// The two lightest
  /// weights, ultralight and thin, are left out: they are up to 2.8 % off.
  static let iOS26: [Measurement] = {
    let (hello, pangram) = (Self.hello, Self.pangram)
    return [
      Measurement(hello, 8, .light, 40.92712092399597),
      Measurement(pangram, 8, .light, 174.70879101753235),
      Measurement(hello, 8, .regular, 41.95703125),
      Measurement(pangram, 8, .regular, 176.9765625),
      Measurement(hello, 8, .medium, 43.05283164978027),
      Measurement(pangram, 8, .medium, 180.63281154632568),
      Measurement(hello, 8, .semibold, 43.84951210021973),
      Measurement(pangram, 8, .semibold, 183.29101657867432),
      Measurement(hello, 8, .bold, 44.9453125),
      Measurement(pangram, 8, .bold, 186.947265625),
      Measurement(hello, 8, .heavy, 46.53903818130493),
      Measurement(pangram, 8, .heavy, 192.26489281654358),
      Measurement(hello, 8, .black, 47.93359375),
      Measurement(pangram, 8, .black, 196.91796875),
      Measurement(hello, 9, .light, 45.36625322699547),
      Measurement(pangram, 9, .light, 193.9018820822239),
      Measurement(hello, 9, .regular, 46.52490234375),
      Measurement(pangram, 9, .regular, 196.453125),
      Measurement(hello, 9, .medium, 47.75767779350281),
      Measurement(pangram, 9, .medium, 200.5664051771164),
      Measurement(hello, 9, .semibold, 48.65394330024719),
      Measurement(pangram, 9, .semibold, 203.5568858385086),
      Measurement(hello, 9, .bold, 49.88671875),
      Measurement(pangram, 9, .bold, 207.670166015625),
      Measurement(hello, 9, .heavy, 51.67966014146805),
      Measurement(pangram, 9, .heavy, 213.65249660611153),
      Measurement(hello, 9, .black, 53.24853515625),
      Measurement(pangram, 9, .black, 218.88720703125),
      Measurement(hello, 10, .light, 49.654994904994965),
      Measurement(pangram, 10, .light, 212.50708252191544),
      Measurement(hello, 10, .regular, 50.9423828125),
      Measurement(pangram, 10, .regular, 215.341796875),
      Measurement(hello, 10, .medium, 52.31213331222534),
      Measurement(pangram, 10, .medium, 219.9121081829071),
      Measurement(hello, 10, .semibold, 53.30798387527466),
      Measurement(pangram, 10, .semibold, 223.2348644733429),
      Measurement(hello, 10, .bold, 54.677734375),
      Measurement(pangram, 10, .bold, 227.80517578125),
      Measurement(hello, 10, .heavy, 56.669891476631165),
      Measurement(pangram, 10, .heavy, 234.45220977067947),
      Measurement(hello, 10, .black, 58.4130859375),
      Measurement(pangram, 10, .black, 240.2685546875),
      Measurement(hello, 11, .light, 53.91151002049446),
      Measurement(pangram, 11, .light, 230.98630639910698),
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
      Measurement(hello, 11.5, .light, 55.99142773449421),
      Measurement(pangram, 11.5, .light, 240.03695349395275),
      Measurement(hello, 11.5, .regular, 57.471923828125),
      Measurement(pangram, 11.5, .regular, 243.296875),
      Measurement(hello, 11.5, .medium, 59.04713690280914),
      Measurement(pangram, 11.5, .medium, 248.55273300409317),
      Measurement(hello, 11.5, .semibold, 60.19236505031586),
      Measurement(pangram, 11.5, .semibold, 252.37390273809433),
      Measurement(hello, 11.5, .bold, 61.767578125),
      Measurement(pangram, 11.5, .bold, 257.6297607421875),
      Measurement(hello, 11.5, .heavy, 64.05855879187584),
      Measurement(pangram, 11.5, .heavy, 265.2738498300314),
      Measurement(hello, 11.5, .black, 66.063232421875),
      Measurement(pangram, 11.5, .black, 271.962646484375),
      Measurement(hello, 12, .light, 58.03911888599396),
      Measurement(pangram, 12, .light, 248.96162402629852),
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
      Measurement(hello, 13, .light, 62.037821501493454),
      Measurement(pangram, 13, .light, 266.43303540349007),
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
      Measurement(hello, 13.5, .light, 64.0613427311182),
      Measurement(pangram, 13.5, .light, 275.26322351396084),
      Measurement(hello, 13.5, .regular, 65.79931640625),
      Measurement(pangram, 13.5, .regular, 279.090087890625),
      Measurement(hello, 13.5, .medium, 67.64847958087921),
      Measurement(pangram, 13.5, .medium, 285.2600081562996),
      Measurement(hello, 13.5, .semibold, 68.99287784099579),
      Measurement(pangram, 13.5, .semibold, 289.7457291483879),
      Measurement(hello, 13.5, .bold, 70.842041015625),
      Measurement(pangram, 13.5, .bold, 295.9156494140625),
      Measurement(hello, 13.5, .heavy, 73.53145310282707),
      Measurement(pangram, 13.5, .heavy, 304.8891452997923),
      Measurement(hello, 13.5, .black, 75.884765625),
      Measurement(pangram, 13.5, .black, 312.7412109375),
      Measurement(hello, 14, .light, 66.05800849199295),
      Measurement(pangram, 14, .light, 283.9884311556816),
      Measurement(hello, 14, .regular, 67.8603515625),
      Measurement(pangram, 14, .regular, 287.95703125),
      Measurement(hello, 14, .medium, 69.77800226211548),
      Measurement(pangram, 14, .medium, 294.35546708106995),
      Measurement(hello, 14, .semibold, 71.17219305038452),
      Measurement(pangram, 14, .semibold, 299.00732588768005),
      Measurement(hello, 14, .bold, 73.08984375),
      Measurement(pangram, 14, .bold, 305.40576171875),
      Measurement(hello, 14, .heavy, 75.87886369228363),
      Measurement(pangram, 14, .heavy, 314.71160930395126),
      Measurement(hello, 14, .black, 78.3193359375),
      Measurement(pangram, 14, .black, 322.8544921875),
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
      Measurement(hello, 15, .black, 83.10791015625),
      Measurement(pangram, 15, .black, 342.76611328125),
      Measurement(hello, 16, .light, 73.94799184799194),
      Measurement(pangram, 16, .light, 318.5113320350647),
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
      Measurement(hello, 17, .light, 77.47403821349144),
      Measurement(pangram, 17, .light, 334.13508716225624),
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
      Measurement(hello, 17.5, .light, 79.59575933477026),
      Measurement(pangram, 17.5, .light, 343.2207412946809),
      Measurement(hello, 17.5, .regular, 81.86873376369476),
      Measurement(pangram, 17.5, .regular, 348.22854965925217),
      Measurement(hello, 17.5, .medium, 84.266188432739),
      Measurement(pangram, 17.5, .medium, 356.27436795235553),
      Measurement(hello, 17.5, .semibold, 86.00921140117862),
      Measurement(pangram, 17.5, .semibold, 362.1239242613228),
      Measurement(hello, 17.5, .bold, 88.40666607022285),
      Measurement(pangram, 17.5, .bold, 370.1697425544262),
      Measurement(hello, 17.5, .heavy, 91.89351009454185),
      Measurement(pangram, 17.5, .heavy, 381.8715335406341),
      Measurement(hello, 17.5, .black, 94.94459837675095),
      Measurement(pangram, 17.5, .black, 392.1109354496002),
      Measurement(hello, 18, .light, 81.7078194040514),
      Measurement(pangram, 18, .light, 352.26093695434247),
      Measurement(hello, 18, .regular, 84.0664097070694),
      Measurement(pangram, 18, .regular, 357.460358440876),
      Measurement(hello, 18, .medium, 86.53276663723227),
      Measurement(pangram, 18, .medium, 365.78532781080867),
      Measurement(hello, 18, .semibold, 88.32588365969423),
      Measurement(pangram, 18, .semibold, 371.8378355018649),
      Measurement(hello, 18, .bold, 90.7922405898571),
      Measurement(pangram, 18, .bold, 380.16280487179756),
      Measurement(hello, 18, .heavy, 94.3792956590587),
      Measurement(pangram, 18, .heavy, 392.27059154864037),
      Measurement(hello, 18, .black, 97.5180714726448),
      Measurement(pangram, 18, .black, 402.8652513027191),
      Measurement(hello, 19, .light, 85.90638679936819),
      Measurement(pangram, 19, .light, 370.2201181282471),
      Measurement(hello, 19, .regular, 88.43953746557236),
      Measurement(pangram, 19, .regular, 375.8105799853802),
      Measurement(hello, 19, .medium, 91.04376389329991),
      Measurement(pangram, 19, .medium, 384.70178440576274),
      Measurement(hello, 19, .semibold, 92.93711626285949),
      Measurement(pangram, 19, .semibold, 391.1659623199157),
      Measurement(hello, 19, .bold, 95.54134269058704),
      Measurement(pangram, 19, .bold, 400.05716674029827),
      Measurement(hello, 19, .heavy, 99.32891434928933),
      Measurement(pangram, 19, .heavy, 412.98848235702644),
      Measurement(hello, 19, .black, 102.64314791560173),
      Measurement(pangram, 19, .black, 424.30375349521637),
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
      Measurement(hello, 20, .heavy, 103.09332352480851),
      Measurement(pangram, 20, .heavy, 429.25045019830577),
      Measurement(hello, 20, .black, 106.58563613891602),
      Measurement(pangram, 20, .black, 441.6063690185547),
      Measurement(hello, 21, .light, 92.55695240129717),
      Measurement(pangram, 21, .light, 397.8647256263648),
      Measurement(hello, 21, .regular, 95.66499996185303),
      Measurement(pangram, 21, .regular, 404.7672915458679),
      Measurement(hello, 21, .medium, 98.54937258723658),
      Measurement(pangram, 21, .medium, 415.32904543017503),
      Measurement(hello, 21, .semibold, 100.64639982220251),
      Measurement(pangram, 21, .semibold, 423.00776396656875),
      Measurement(hello, 21, .bold, 103.53077244758606),
      Measurement(pangram, 21, .bold, 433.56951785087585),
      Measurement(hello, 21, .heavy, 107.72578709482332),
      Measurement(pangram, 21, .heavy, 448.93047082042904),
      Measurement(hello, 21, .black, 111.39654493331909),
      Measurement(pangram, 21, .black, 462.3717441558838),
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
      Measurement(hello, 23, .light, 100.35870212546433),
      Measurement(pangram, 23, .light, 429.63376403267466),
      Measurement(hello, 23, .regular, 104.10028994083405),
      Measurement(pangram, 23, .regular, 437.9861028790474),
      Measurement(hello, 23, .medium, 107.26595349570562),
      Measurement(pangram, 23, .medium, 450.35816757731664),
      Measurement(hello, 23, .semibold, 109.56748785117816),
      Measurement(pangram, 23, .semibold, 459.3530375177361),
      Measurement(hello, 23, .bold, 112.73315140604973),
      Measurement(pangram, 23, .bold, 471.7251022160053),
      Measurement(hello, 23, .heavy, 117.33727393309164),
      Measurement(pangram, 23, .heavy, 489.7189606270367),
      Measurement(hello, 23, .black, 121.36601287126541),
      Measurement(pangram, 23, .black, 505.46410155296326),
      Measurement(hello, 24, .light, 104.45131134905387),
      Measurement(pangram, 24, .light, 446.1267800689966),
      Measurement(hello, 24, .regular, 108.53168249130249),
      Measurement(pangram, 24, .regular, 455.2556827068329),
      Measurement(hello, 24, .medium, 111.83842121361522),
      Measurement(pangram, 24, .medium, 468.5853656050167),
      Measurement(hello, 24, .semibold, 114.24252153636189),
      Measurement(pangram, 24, .semibold, 478.2764533046284),
      Measurement(hello, 24, .bold, 117.54926025867462),
      Measurement(pangram, 24, .bold, 491.6061362028122),
      Measurement(hello, 24, .heavy, 122.35856168270402),
      Measurement(pangram, 24, .heavy, 510.9927489132533),
      Measurement(hello, 24, .black, 126.56683802604675),
      Measurement(pangram, 24, .black, 527.9565896987915),
      Measurement(hello, 25, .light, 108.75695472132065),
      Measurement(pangram, 25, .light, 464.16627608214185),
      Measurement(hello, 25, .regular, 113.06469142436981),
      Measurement(pangram, 25, .regular, 473.8101825118065),
      Measurement(hello, 25, .medium, 116.51033041380288),
      Measurement(pangram, 25, .medium, 487.83194805255334),
      Measurement(hello, 25, .semibold, 119.01541548468231),
      Measurement(pangram, 25, .semibold, 498.02620102891524),
      Measurement(hello, 25, .bold, 122.46105447411537),
      Measurement(pangram, 25, .bold, 512.0479665696621),
      Measurement(hello, 25, .heavy, 127.47237163284808),
      Measurement(pangram, 25, .heavy, 532.4411402206351),
      Measurement(hello, 25, .black, 131.85741752386093),
      Measurement(pangram, 25, .black, 550.2857506275177),
      Measurement(hello, 26, .light, 113.1985269630386),
      Measurement(pangram, 26, .light, 482.70774094694207),
      Measurement(hello, 26, .regular, 117.73821723461151),
      Measurement(pangram, 26, .regular, 492.87742179632187),
      Measurement(hello, 26, .medium, 121.32284605012683),
      Measurement(pangram, 26, .medium, 507.6022043147095),
      Measurement(hello, 26, .semibold, 123.92898098124715),
      Measurement(pangram, 26, .semibold, 518.3075721642963),
      Measurement(hello, 26, .bold, 127.51360979676247),
      Measurement(pangram, 26, .bold, 533.032354682684),
      Measurement(hello, 26, .heavy, 132.72707294422798),
      Measurement(pangram, 26, .heavy, 554.4479921070633),
      Measurement(hello, 26, .black, 137.28900235891342),
      Measurement(pangram, 26, .black, 573.187287569046),
      Measurement(hello, 27, .light, 117.50314297997102),
      Measurement(pangram, 27, .light, 500.68497458290585),
      Measurement(hello, 27, .regular, 122.2792916893959),
      Measurement(pangram, 27, .regular, 511.391005307436),
      Measurement(hello, 27, .medium, 126.00299826707487),
      Measurement(pangram, 27, .medium, 526.8295409995844),
      Measurement(hello, 27, .semibold, 128.71024699066038),
      Measurement(pangram, 27, .semibold, 538.0538292657802),
      Measurement(hello, 27, .bold, 132.43395356833935),
      Measurement(pangram, 27, .bold, 553.4923649579287),
      Measurement(hello, 27, .heavy, 137.84969059825926),
      Measurement(pangram, 27, .heavy, 575.9460808164495),
      Measurement(hello, 27, .black, 142.5886154472828),
      Measurement(pangram, 27, .black, 595.5937246084213),
      Measurement(hello, 28, .light, 121.95342791080475),
      Measurement(pangram, 28, .light, 519.2017389535904),
      Measurement(hello, 28, .regular, 126.970703125),
      Measurement(pangram, 28, .regular, 530.455078125),
      Measurement(hello, 28, .medium, 130.83357858657837),
      Measurement(pangram, 28, .medium, 546.6184921264648),
      Measurement(hello, 28, .semibold, 133.64200735092163),
      Measurement(pangram, 28, .semibold, 558.3697891235352),
      Measurement(hello, 28, .bold, 137.5048828125),
      Measurement(pangram, 28, .bold, 574.533203125),
      Measurement(hello, 28, .heavy, 143.1230262517929),
      Measurement(pangram, 28, .heavy, 598.0411777496338),
      Measurement(hello, 28, .black, 148.0390625),
      Measurement(pangram, 28, .black, 618.611328125),
      Measurement(hello, 29, .light, 126.15314576029778),
      Measurement(pangram, 29, .light, 537.1357714831829),
      Measurement(hello, 29, .regular, 131.349609375),
      Measurement(pangram, 29, .regular, 548.791015625),
      Measurement(hello, 29, .medium, 135.35044467449188),
      Measurement(pangram, 29, .medium, 565.5316944122314),
      Measurement(hello, 29, .semibold, 138.25917446613312),
      Measurement(pangram, 29, .semibold, 577.7026805877686),
      Measurement(hello, 29, .bold, 142.260009765625),
      Measurement(pangram, 29, .bold, 594.443359375),
      Measurement(hello, 29, .heavy, 148.07880118489265),
      Measurement(pangram, 29, .heavy, 618.7909045219421),
      Measurement(hello, 29, .black, 153.17041015625),
      Measurement(pangram, 29, .black, 640.095703125),
      Measurement(hello, 30, .light, 130.5032542347908),
      Measurement(pangram, 30, .light, 555.6576946377754),
      Measurement(hello, 30, .regular, 135.87890625),
      Measurement(pangram, 30, .regular, 567.71484375),
      Measurement(hello, 30, .medium, 140.0177013874054),
      Measurement(pangram, 30, .medium, 585.032787322998),
      Measurement(hello, 30, .semibold, 143.0267322063446),
      Measurement(pangram, 30, .semibold, 597.623462677002),
      Measurement(hello, 30, .bold, 147.16552734375),
      Measurement(pangram, 30, .bold, 614.94140625),
      Measurement(hello, 30, .heavy, 153.1849667429924),
      Measurement(pangram, 30, .heavy, 640.1285219192505),
      Measurement(hello, 30, .black, 158.4521484375),
      Measurement(pangram, 30, .black, 662.16796875),
      Measurement(hello, 31, .light, 134.68685880303383),
      Measurement(pangram, 31, .light, 573.5287388861179),
      Measurement(hello, 31, .regular, 140.24169921875),
      Measurement(pangram, 31, .regular, 585.98779296875),
      Measurement(hello, 31, .medium, 144.5184541940689),
      Measurement(pangram, 31, .medium, 603.8830013275146),
      Measurement(hello, 31, .semibold, 147.6277860403061),
      Measurement(pangram, 31, .semibold, 616.8933658599854),
      Measurement(hello, 31, .bold, 151.904541015625),
      Measurement(pangram, 31, .bold, 634.78857421875),
      Measurement(hello, 31, .heavy, 158.12462839484215),
      Measurement(pangram, 31, .heavy, 660.8152604103088),
      Measurement(hello, 31, .black, 163.5673828125),
      Measurement(pangram, 31, .black, 683.58935546875),
      Measurement(hello, 32, .light, 139.03159618377686),
      Measurement(pangram, 32, .light, 592.0296659469604),
      Measurement(hello, 32, .regular, 144.765625),
      Measurement(pangram, 32, .regular, 604.890625),
      Measurement(hello, 32, .medium, 149.18033981323242),
      Measurement(pangram, 32, .medium, 623.3630981445312),
      Measurement(hello, 32, .semibold, 152.38997268676758),
      Measurement(pangram, 32, .semibold, 636.7931518554688),
      Measurement(hello, 32, .bold, 156.8046875),
      Measurement(pangram, 32, .bold, 655.265625),
      Measurement(hello, 32, .heavy, 163.2254228591919),
      Measurement(pangram, 32, .heavy, 682.1318817138672),
      Measurement(hello, 32, .black, 168.84375),
      Measurement(pangram, 32, .black, 705.640625),
      Measurement(hello, 33, .light, 143.02184137701988),
      Measurement(pangram, 33, .light, 609.144850820303),
      Measurement(hello, 33, .regular, 148.93505859375),
      Measurement(pangram, 33, .regular, 622.40771484375),
      Measurement(hello, 33, .medium, 153.48773324489594),
      Measurement(pangram, 33, .medium, 641.4574527740479),
      Measurement(hello, 33, .semibold, 156.79766714572906),
      Measurement(pangram, 33, .semibold, 655.3071956634521),
      Measurement(hello, 33, .bold, 161.350341796875),
      Measurement(pangram, 33, .bold, 674.35693359375),
      Measurement(hello, 33, .heavy, 167.97172513604164),
      Measurement(pangram, 33, .heavy, 702.0627608299255),
      Measurement(hello, 33, .black, 173.765625),
      Measurement(pangram, 33, .black, 726.30615234375),
      Measurement(hello, 34, .light, 147.1732193827629),
      Measurement(pangram, 34, .light, 626.8899185061455),
      Measurement(hello, 34, .regular, 153.265625),
      Measurement(pangram, 34, .regular, 640.5546875),
      Measurement(hello, 34, .medium, 157.95625948905945),
      Measurement(pangram, 34, .medium, 660.1816902160645),
      Measurement(hello, 34, .semibold, 161.36649441719055),
      Measurement(pangram, 34, .semibold, 674.4511222839355),
      Measurement(hello, 34, .bold, 166.05712890625),
      Measurement(pangram, 34, .bold, 694.078125),
      Measurement(hello, 34, .heavy, 172.8791602253914),
      Measurement(pangram, 34, .heavy, 722.6235227584839),
      Measurement(hello, 34, .black, 178.8486328125),
      Measurement(pangram, 34, .black, 747.6015625),
      Measurement(hello, 35, .light, 151.31385520100594),
      Measurement(pangram, 35, .light, 644.592994004488),
      Measurement(hello, 35, .regular, 157.58544921875),
      Measurement(pangram, 35, .regular, 658.65966796875),
      Measurement(hello, 35, .medium, 162.41404354572296),
      Measurement(pangram, 35, .medium, 678.863935470581),
      Measurement(hello, 35, .semibold, 165.92457950115204),
      Measurement(pangram, 35, .semibold, 693.553056716919),
      Measurement(hello, 35, .bold, 170.753173828125),
      Measurement(pangram, 35, .bold, 713.75732421875),
      Measurement(hello, 35, .heavy, 177.77585312724113),
      Measurement(pangram, 35, .heavy, 743.1422924995422),
      Measurement(hello, 35, .black, 183.9208984375),
      Measurement(pangram, 35, .black, 768.85498046875),
      Measurement(hello, 36, .light, 155.44374883174896),
      Measurement(pangram, 36, .light, 662.2540773153305),
      Measurement(hello, 36, .regular, 161.89453125),
      Measurement(pangram, 36, .regular, 676.72265625),
      Measurement(hello, 36, .medium, 166.86108541488647),
      Measurement(pangram, 36, .medium, 697.5041885375977),
      Measurement(hello, 36, .semibold, 170.47192239761353),
      Measurement(pangram, 36, .semibold, 712.6129989624023),
      Measurement(hello, 36, .bold, 175.4384765625),
      Measurement(pangram, 36, .bold, 733.39453125),
      Measurement(hello, 36, .heavy, 182.66180384159088),
      Measurement(pangram, 36, .heavy, 763.6190700531006),
      Measurement(hello, 36, .black, 188.982421875),
      Measurement(pangram, 36, .black, 790.06640625),
      Measurement(hello, 37, .light, 159.562900274992),
      Measurement(pangram, 37, .light, 679.873168438673),
      Measurement(hello, 37, .regular, 166.19287109375),
      Measurement(pangram, 37, .regular, 694.74365234375),
      Measurement(hello, 37, .medium, 171.29738509655),
      Measurement(pangram, 37, .medium, 716.1024494171143),
      Measurement(hello, 37, .semibold, 175.008523106575),
      Measurement(pangram, 37, .semibold, 731.6309490203857),
      Measurement(hello, 37, .bold, 180.113037109375),
      Measurement(pangram, 37, .bold, 752.98974609375),
      Measurement(hello, 37, .heavy, 187.53701236844063),
      Measurement(pangram, 37, .heavy, 784.0538554191589),
      Measurement(hello, 37, .black, 194.033203125),
      Measurement(pangram, 37, .black, 811.23583984375),
      Measurement(hello, 38, .light, 163.87541109323502),
      Measurement(pangram, 38, .light, 698.2481189370155),
      Measurement(hello, 38, .regular, 170.6845703125),
      Measurement(pangram, 38, .regular, 713.5205078125),
      Measurement(hello, 38, .medium, 175.9270441532135),
      Measurement(pangram, 38, .medium, 735.4565696716309),
      Measurement(hello, 38, .semibold, 179.7384831905365),
      Measurement(pangram, 38, .semibold, 751.4047584533691),
      Measurement(hello, 38, .bold, 184.98095703125),
      Measurement(pangram, 38, .bold, 773.3408203125),
      Measurement(hello, 38, .heavy, 192.60558027029037),
      Measurement(pangram, 38, .heavy, 805.2445001602173),
      Measurement(hello, 38, .black, 199.27734375),
      Measurement(pangram, 38, .black, 833.1611328125),
      Measurement(hello, 39, .light, 167.97844925522804),
      Measurement(pangram, 39, .light, 715.804221779108),
      Measurement(hello, 39, .regular, 174.966796875),
      Measurement(pangram, 39, .regular, 731.478515625),
      Measurement(hello, 39, .medium, 180.347230553627),
      Measurement(pangram, 39, .medium, 753.9918422698975),
      Measurement(hello, 39, .semibold, 184.258970618248),
      Measurement(pangram, 39, .semibold, 770.3597202301025),
      Measurement(hello, 39, .bold, 189.639404296875),
      Measurement(pangram, 39, .bold, 792.873046875),
      Measurement(hello, 39, .heavy, 197.46467551589012),
      Measurement(pangram, 39, .heavy, 825.6162972450256),
      Measurement(hello, 39, .black, 204.31201171875),
      Measurement(pangram, 39, .black, 854.267578125),
      Measurement(hello, 40, .light, 172.28558897972107),
      Measurement(pangram, 40, .light, 734.1581761837006),
      Measurement(hello, 40, .regular, 179.453125),
      Measurement(pangram, 40, .regular, 750.234375),
      Measurement(hello, 40, .medium, 184.97151851654053),
      Measurement(pangram, 40, .medium, 773.3249664306641),
      Measurement(hello, 40, .semibold, 188.98355960845947),
      Measurement(pangram, 40, .semibold, 790.1125335693359),
      Measurement(hello, 40, .bold, 194.501953125),
      Measurement(pangram, 40, .bold, 813.203125),
      Measurement(hello, 40, .heavy, 202.52787232398987),
      Measurement(pangram, 40, .heavy, 846.785945892334),
      Measurement(hello, 40, .black, 209.55078125),
      Measurement(pangram, 40, .black, 876.171875),
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
    #expect(
      Self.error(size.width, measurement.width) <= 0.015, "\(size.width) against iOS's \(measurement.width)")
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
  func lineMetricsAreSanFranciscos(size: CGFloat, lineHeight: CGFloat, ascender: CGFloat, descender: CGFloat)
  {
    for weight in [UIFont.Weight.light, .regular, .semibold, .black] {
      let font = UIFont.systemFont(ofSize: size, weight: weight)
      #expect(font.lineHeight == lineHeight)
      #expect(font.ascender == ascender)
      #expect(font.descender == descender)
      #expect(font.leading == 0)
    }
  }

  @Test func capHeightIsSanFranciscos() {
    // iOS 26.1 reports cap height 5.63671875 for the 8-point system font at every weight
    // (1443 / 2048 × 8); the same proportion at 17 points is 11.978.
    for weight in [UIFont.Weight.ultraLight, .regular, .semibold, .black] {
      #expect(UIFont.systemFont(ofSize: 8, weight: weight).capHeight == 5.63671875)
      #expect(UIFont.systemFont(ofSize: 17, weight: weight).capHeight == 1443.0 / 2048 * 17)
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

  @MainActor
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
