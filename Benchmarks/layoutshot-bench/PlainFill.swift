import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The floor the rasterizer is compared with: writing one 32-bit value into every pixel of a
/// buffer, as fast as the C library can (`wmemset`, which glibc vectorizes for the machine it
/// runs on; a plain Swift loop where the library has none).
///
/// Swift's `update(repeating:)` compiles for the baseline x86-64 (16-byte stores) and measured
/// 10–20 % slower than glibc's `wmemset` on the 2-core development machine, which would flatter
/// every ratio to it; the benchmark uses the faster fill.
enum PlainFill {
  /// C's `wmemset(wchar_t *, wchar_t, size_t)`, looked up once (`wchar_t` is 32 bits on Linux and
  /// macOS); Swift's C library modules do not export it.
  private typealias WideFill = @convention(c) (UnsafeMutableRawPointer, Int32, Int) -> UnsafeMutableRawPointer
  private static let wideFill: WideFill? = {
    // The program's own handle finds the symbols of the libraries it loaded.
    guard MemoryLayout<wchar_t>.size == 4, let program = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(program, "wmemset")
    else { return nil }
    return unsafeBitCast(symbol, to: WideFill.self)
  }()

  /// What fills the buffers: `"wmemset"` or `"update(repeating:)"`.
  static var method: String { wideFill == nil ? "update(repeating:)" : "wmemset" }

  /// Writes `value` into every word of `words`.
  static func fill(_ words: inout [UInt32], with value: UInt32) {
    words.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      guard let wideFill else { return buffer.update(repeating: value) }
      _ = wideFill(UnsafeMutableRawPointer(base), Int32(bitPattern: value), buffer.count)
    }
  }
}
