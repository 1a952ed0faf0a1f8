import Foundation

/// The built `layoutshot` executable, run as a user runs it (the pattern of
/// swift-argument-parser's `AssertExecuteCommand`), for the test targets that depend on it.
package struct Executable {
  /// What a run left: its exit status and everything it printed.
  package struct Output {
    package var status: Int32
    package var standardOutput: String
    package var standardError: String
  }

  /// The folder that holds the package's built products: the test bundle's own.
  package static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// Runs `layoutshot` with `arguments` in `directory` and waits for it.
  package static func run(_ arguments: [String], in directory: URL? = nil) throws -> Output {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("layoutshot")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes before waiting, standard error on a thread of its own, so that neither pipe
    // can fill up and block the child while the other is read.
    let errorReader = Thread.detachedReader(error.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errorReader.wait()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}

extension Thread {
  /// The bytes of a file handle read to its end on a new thread.
  final class Reader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    fileprivate init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        data = handle.readDataToEndOfFile()
        done.signal()
      }
    }

    /// Waits for the end of the file and returns everything read.
    func wait() -> Data {
      done.wait()
      return data
    }
  }

  /// Starts reading `handle` to its end on a new thread.
  static func detachedReader(_ handle: FileHandle) -> Reader {
    Reader(handle)
  }
}
