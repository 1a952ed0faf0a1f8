import ArgumentParser
import Foundation

/// `adapt FILE… [--out DIR]`: Swift files that need the Objective-C runtime, made to compile on
/// Linux against LayoutShotUIKit, line for line (``SourceAdapter``).
///
/// `layoutshot adapt` and the `layoutshot-adapt` tool that the `LayoutShotSourceAdapter` plugin
/// runs are this command.
package struct AdaptCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "adapt",
    abstract: "Adapt UIKit app files to compile on Linux: @objc, #selector, IB attributes.",
    discussion: """
      Removes @objc, @objcMembers, @IBOutlet, @IBAction, @IBInspectable, @IBDesignable (and \
      dynamic on @objc declarations), turns #selector(…) into a LayoutShotUIKit Selector that \
      calls the method, #keyPath(a.b) into "a.b", import UIKit into import LayoutShotUIKit and \
      import SwiftUI into import LayoutShotSwiftUI. \
      Every line stays on its line, and the adapted file begins with a #sourceLocation line \
      naming the original, so compiler diagnostics point at the original file and line.

      With --out, each file is written to DIR at its path below --root (the current folder by \
      default), as NAME.adapted.swift (a name apart from the original's, whose #fileID its code \
      has); an input's own folder is refused as DIR. Without --out, the adapted text goes \
      to standard output. A file that does not parse is reported at its line and not adapted.

      Examples:
        layoutshot adapt ../MyApp/Views/LoginViewController.swift
        layoutshot adapt Views/*.swift --out .build/adapted

      Exit status: 0 done, 2 errors.
      """)

  @Argument(help: "The Swift files to adapt.")
  var files: [String]

  @Option(help: "The folder to write the adapted files into (default: standard output).")
  var out: String?

  @Option(help: "The folder below which inputs keep their paths under --out (default: the current folder).")
  var root: String = "."

  @Flag(help: "List each change on standard error.")
  var list = false

  package init() {}

  package func run() throws {
    var failed = false
    let jobs: [AdaptFiles.Job]
    do {
      jobs = try AdaptFiles.plan(files, root: root, folder: out)
    } catch {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
      throw ExitCode(2)
    }
    for job in jobs {
      do {
        let adapted = try AdaptFiles.run(job)
        if list {
          for change in adapted.changes {
            FileHandle.standardError.write(Data("\(job.input):\(change)\n".utf8))
          }
        }
      } catch {
        failed = true
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
      }
    }
    if failed { throw ExitCode(2) }
  }
}
