/// A device screen the grid scenarios lay out for: its size and safe-area insets, in points.
///
/// The list is `PROFILES` of `Benchmarks/kiwi_bench.py`, in the same order; the grid is
/// built for the first profile and every relayout sweep visits all twenty.
struct DeviceProfile: Sendable {
  /// The device and orientation (`-L` for landscape).
  let name: String
  /// The values of the grid's edit variables, in the order screen width, screen height, safe
  /// top, safe bottom, safe left, safe right (`W, H, ST, SB, SL, SR`).
  let editValues: [Double]

  /// A profile from its name, screen size and safe-area insets (top, bottom, left, right).
  init(_ name: String, _ width: Double, _ height: Double, safeArea: (Double, Double, Double, Double)) {
    self.name = name
    self.editValues = [width, height, safeArea.0, safeArea.1, safeArea.2, safeArea.3]
  }

  /// The twenty profiles: phones, phones in landscape, iPads, and a Mac window.
  static let all: [DeviceProfile] = [
    // name, width, height, safe area (top, bottom, left, right), as in kiwi_bench.py
    DeviceProfile("iPhoneSE1", 320, 568, safeArea: (20, 0, 0, 0)),
    DeviceProfile("iPhone8", 375, 667, safeArea: (20, 0, 0, 0)),
    DeviceProfile("iPhone8Plus", 414, 736, safeArea: (20, 0, 0, 0)),
    DeviceProfile("iPhoneX", 375, 812, safeArea: (44, 34, 0, 0)),
    DeviceProfile("iPhone11", 414, 896, safeArea: (48, 34, 0, 0)),
    DeviceProfile("iPhone12", 390, 844, safeArea: (47, 34, 0, 0)),
    DeviceProfile("iPhone14Pro", 393, 852, safeArea: (59, 34, 0, 0)),
    DeviceProfile("iPhone14ProMax", 430, 932, safeArea: (59, 34, 0, 0)),
    DeviceProfile("iPhoneX-L", 812, 375, safeArea: (0, 21, 44, 44)),
    DeviceProfile("iPhone12-L", 844, 390, safeArea: (0, 21, 47, 47)),
    DeviceProfile("iPhone14Pro-L", 852, 393, safeArea: (0, 21, 59, 59)),
    DeviceProfile("iPhone8-L", 667, 375, safeArea: (0, 0, 0, 0)),
    DeviceProfile("iPad9", 768, 1024, safeArea: (20, 0, 0, 0)),
    DeviceProfile("iPadAir", 820, 1180, safeArea: (24, 20, 0, 0)),
    DeviceProfile("iPadPro11", 834, 1194, safeArea: (24, 20, 0, 0)),
    DeviceProfile("iPadPro13", 1024, 1366, safeArea: (24, 20, 0, 0)),
    DeviceProfile("iPad9-L", 1024, 768, safeArea: (20, 0, 0, 0)),
    DeviceProfile("iPadAir-L", 1180, 820, safeArea: (24, 20, 0, 0)),
    DeviceProfile("iPadPro13-L", 1366, 1024, safeArea: (24, 20, 0, 0)),
    DeviceProfile("Mac", 1440, 900, safeArea: (0, 0, 0, 0)),
  ]
}
