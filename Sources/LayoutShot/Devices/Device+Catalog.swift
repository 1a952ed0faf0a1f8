// The built-in devices, in catalog order.

extension Device {
  /// Every built-in device: iPhones from the smallest, then iPads, then the Android references.
  static let builtIn: [Device] = [
    .iPhoneSE1, .iPhoneSE2And3, .iPhone8Plus, .iPhoneX, .iPhoneXR, .iPhoneXSMax, .iPhone12Mini,
    .iPhone12, .iPhone12ProMax, .iPhone14Pro, .iPhone14ProMax, .iPhone16Pro, .iPhone16ProMax, .iPhoneAir,
    .iPhone18Pro, .iPhone18ProMax, .iPhoneDuo,
    .iPadMini6, .iPad10, .iPadAir11, .iPadPro11, .iPadPro11M4, .iPadPro12Point9, .iPadPro13M4,
    .pixel5, .pixel7, .pixel8Pro, .pixel9, .nexus5, .galaxyS24,
  ]
}
