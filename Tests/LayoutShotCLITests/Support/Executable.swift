import Foundation

/// The built `layoutshot` executable, run as a user runs it (the pattern of
/// swift-argument-parser's `AssertExecuteCommand`).
struct Executable {
  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The folder that holds the package's built products: the test bundle's own.
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// Runs `layoutshot` with `arguments` in `directory` and waits for it.
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Output {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("layoutshot")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read before waiting, so a full pipe cannot block the child.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
