import Foundation
import Synchronization

/// Progress on standard error: a bar redrawn in place on a terminal, a line per item otherwise.
final class Progress: Sendable {
  private let total: Int
  private let isTerminal: Bool
  private let done = Mutex(0)

  init(total: Int) {
    self.total = total
    isTerminal = isatty(STDERR_FILENO) == 1
  }

  /// One more item is done.
  func advance(_ item: String) {
    done.withLock { count in
      count += 1
      if isTerminal {
        let width = 30
        let filled = total == 0 ? width : width * count / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[K\(bar) \(count)/\(total) \(item)".utf8))
      } else {
        FileHandle.standardError.write(Data("[\(count)/\(total)] \(item)\n".utf8))
      }
    }
  }

  /// Ends the bar's line.
  func finish() {
    if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}
