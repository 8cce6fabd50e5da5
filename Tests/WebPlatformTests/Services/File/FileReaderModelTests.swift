import DOM
import Testing

@testable import WebPlatform

@Suite("FileReader model")
struct FileReaderModelTests {
  private final class Harness {
    let reader = FileReaderModel()
    var events: [String] = []
    var onEvent: ((FileReaderEvent, FileReaderModel) -> Void)?

    func record(_ event: FileReaderEvent) {
      events.append(
        "\(event.kind.rawValue)(\(reader.readyState.rawValue)) \(event.loaded)/\(event.total)")
      onEvent?(event, reader)
    }

    func runTasks() {
      while reader.hasPendingTask { reader.runNextTask { record($0) } }
    }
  }

  @Test func readAsTextEventOrderAndResult() throws {
    let harness = Harness()
    #expect(harness.reader.readyState == .empty)
    try harness.reader.readAsText(Blob([.string("h\u{E9}")]))
    #expect(harness.reader.readyState == .loading)
    #expect(harness.events.isEmpty && harness.reader.result == nil)
    harness.runTasks()
    #expect(
      harness.events == ["loadstart(1) 0/3", "progress(1) 3/3", "load(2) 3/3", "loadend(2) 3/3"])
    #expect(harness.reader.result == .string("h\u{E9}"))
    #expect(harness.reader.error == nil)
  }

  @Test func emptyBlobHasNoProgress() throws {
    let harness = Harness()
    try harness.reader.readAsArrayBuffer(Blob())
    harness.runTasks()
    #expect(harness.events == ["loadstart(1) 0/0", "load(2) 0/0", "loadend(2) 0/0"])
    #expect(harness.reader.result == .arrayBuffer([]))
  }

  @Test func readWhileLoadingThrows() throws {
    let reader = FileReaderModel()
    try reader.readAsDataURL(Blob())
    #expect(throws: DOMException.self) { try reader.readAsText(Blob()) }
  }

  @Test(arguments: [
    (
      FileReaderModel.ReadType.dataURL, "",
      FileReaderModel.Result.string("data:application/octet-stream;base64,AP8=")
    ),
    (.dataURL, "image/png", .string("data:image/png;base64,AP8=")),
    (.binaryString, "", .string("\u{0}\u{FF}")),
    (.arrayBuffer, "", .arrayBuffer([0x00, 0xFF])),
  ])
  func packaging(type: FileReaderModel.ReadType, blobType: String, expected: FileReaderModel.Result)
  {
    #expect(
      FileReaderModel.package(Blob([.bytes([0x00, 0xFF])], type: blobType), as: type) == expected)
  }

  @Test func textEncodingChoice() {
    let latin = Blob([.bytes([0x63, 0x61, 0x66, 0xE9])], type: "text/plain;charset=windows-1252")
    #expect(FileReaderModel.package(latin, as: .text(encoding: nil)) == .string("caf\u{E9}"))
    let utf8 = Blob([.bytes([0xC3, 0xA9])])
    #expect(FileReaderModel.package(utf8, as: .text(encoding: nil)) == .string("\u{E9}"))
    #expect(FileReaderModel.package(utf8, as: .text(encoding: "latin1")) == .string("\u{C3}\u{A9}"))
    #expect(FileReaderModel.package(utf8, as: .text(encoding: "bogus")) == .string("\u{E9}"))
    // A BOM wins over the encoding argument.
    let bom = Blob([.bytes([0xFF, 0xFE, 0x41, 0x00])])
    #expect(FileReaderModel.package(bom, as: .text(encoding: "utf-8")) == .string("A"))
  }

  @Test func abortDuringRead() throws {
    let harness = Harness()
    try harness.reader.readAsText(Blob([.string("abc")]))
    harness.reader.runNextTask { harness.record($0) }
    harness.reader.abort { harness.record($0) }
    #expect(harness.events == ["loadstart(1) 0/3", "abort(2) 0/3", "loadend(2) 0/3"])
    #expect(!harness.reader.hasPendingTask)
    #expect(harness.reader.readyState == .done)
    #expect(harness.reader.result == nil)
    #expect(harness.reader.error?.name == .abortError)

    // Aborting an idle reader only clears the result.
    let idle = Harness()
    idle.reader.abort { idle.record($0) }
    #expect(idle.events.isEmpty)
  }

  @Test func newReadFromLoadSuppressesLoadend() throws {
    let harness = Harness()
    var restarted = false
    harness.onEvent = { event, reader in
      if event.kind == .load, !restarted {
        restarted = true
        try? reader.readAsBinaryString(Blob([.bytes([0x41])]))
      }
    }
    try harness.reader.readAsText(Blob())
    harness.runTasks()
    #expect(
      harness.events == [
        "loadstart(1) 0/0", "load(2) 0/0", "loadstart(1) 0/1", "progress(1) 1/1", "load(2) 1/1",
        "loadend(2) 1/1",
      ])
    #expect(harness.reader.result == .string("A"))
  }
}
