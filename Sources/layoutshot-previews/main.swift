// `layoutshot-previews TARGET OUTPUT FILE…`: writes to OUTPUT the list of the previews in the Swift
// FILEs of TARGET (``PreviewList``); run by the LayoutShotPreviews plugin at each build.
import Foundation
import PreviewScanning

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: layoutshot-previews TARGET OUTPUT [FILE…]\n".utf8))
  exit(2)
}
var files: [(path: String, previews: [PreviewDeclaration])] = []
for path in arguments.dropFirst(2) {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("\(path): error: layoutshot-previews cannot read this file\n".utf8))
    exit(1)
  }
  files.append((path, PreviewScanner.previews(in: String(decoding: data, as: UTF8.self), file: path)))
}
let source = PreviewList(target: arguments[0], files: files).source
do {
  try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[1]), options: .atomic)
} catch {
  FileHandle.standardError.write(
    Data("\(arguments[1]): error: layoutshot-previews cannot write it: \(error)\n".utf8))
  exit(1)
}
