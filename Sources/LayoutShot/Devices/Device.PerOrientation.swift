extension Device {
  /// One value for portrait and one for landscape, such as a device's safe-area insets.
  ///
  /// ```swift
  /// let insets = Device.iPhoneX.safeArea
  /// insets.portrait        // top 44, bottom 34
  /// insets[.landscape]     // left 44, bottom 21, right 44
  /// ```
  public struct PerOrientation<Value> {
    /// The value in portrait.
    public var portrait: Value
    /// The value in landscape.
    public var landscape: Value

    /// A value for each orientation.
    public init(portrait: Value, landscape: Value) {
      self.portrait = portrait
      self.landscape = landscape
    }

    /// The value for `orientation`.
    public subscript(orientation: Orientation) -> Value {
      get { orientation == .portrait ? portrait : landscape }
      set {
        if orientation == .portrait { portrait = newValue } else { landscape = newValue }
      }
    }

    /// Both values transformed by `transform`.
    public func map<Result>(_ transform: (Value) throws -> Result) rethrows -> PerOrientation<Result> {
      PerOrientation<Result>(portrait: try transform(portrait), landscape: try transform(landscape))
    }
  }
}

extension Device.PerOrientation: Equatable where Value: Equatable {}
extension Device.PerOrientation: Hashable where Value: Hashable {}
extension Device.PerOrientation: Sendable where Value: Sendable {}
extension Device.PerOrientation: Encodable where Value: Encodable {}
extension Device.PerOrientation: Decodable where Value: Decodable {}
