import DOM
import JSCore

/// The event target behind a `FileReader` wrapper: the model and the target its events are
/// fired at.
final class FileReaderTarget: EventTargetWithInlineData {
  /// The reader's state machine.
  let model = FileReaderModel()

  /// The model's state (`readyState`: its raw value is the IDL's constant).
  var readyState: FileReaderModel.ReadyState { model.readyState }
}

/// `FileReader` (the model's `Services/File/FileReaderModel.swift`), declared in
/// `Bindings/IDL/FileReader.webidl`: a read queues its steps as tasks of the event loop, each
/// firing its events (`loadstart`, `progress`, `load`, `loadend`) synchronously at the reader.
/// `result` of an ArrayBuffer read is a new ArrayBuffer on each get.
///
/// https://w3c.github.io/FileAPI/#APIASynch
enum FileReaderBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "FileReader", parent: EventTargetBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor { call in call.world.wrapper(for: FileReaderTarget()) },
    modelType: FileReaderTarget.self)

  /// `readonly attribute (DOMString or ArrayBuffer)? result`.
  static let customResult = BindingMember.readonly("result") { call in
    switch try call.this(FileReaderTarget.self).model.result {
    case nil: return .null
    case .string(let text): return .string(text)
    case .arrayBuffer(let bytes): return .value(try call.context.arrayBuffer(bytes))
    }
  }
}

extension FileReaderTarget {
  /// `readAsArrayBuffer(blob)`. https://w3c.github.io/FileAPI/#readAsArrayBuffer
  func readAsArrayBuffer(_ blob: Blob, world: World) throws {
    try read(blob, as: .arrayBuffer, world: world)
  }

  /// `readAsBinaryString(blob)`. https://w3c.github.io/FileAPI/#readAsBinaryString
  func readAsBinaryString(_ blob: Blob, world: World) throws {
    try read(blob, as: .binaryString, world: world)
  }

  /// `readAsText(blob, encoding)`. https://w3c.github.io/FileAPI/#readAsDataText
  func readAsText(_ blob: Blob, _ encoding: String?, world: World) throws {
    try read(blob, as: .text(encoding: encoding), world: world)
  }

  /// `readAsDataURL(blob)`. https://w3c.github.io/FileAPI/#readAsDataURL
  func readAsDataURL(_ blob: Blob, world: World) throws {
    try read(blob, as: .dataURL, world: world)
  }

  /// Starts a read, whose steps run in tasks of the world's event loop.
  private func read(_ blob: Blob, as type: FileReaderModel.ReadType, world: World) throws {
    try model.read(blob, as: type)
    world.queueReaderTask(self)
  }

  /// `abort()`, firing its events at this reader. https://w3c.github.io/FileAPI/#dfn-abort
  func abort(world: World) {
    model.abort(dispatch: world.readerDispatch(self))
  }

  /// `error`: the read's error as a new DOMException object, or nil.
  var errorObject: DOMExceptionObject? { model.error.map(DOMExceptionObject.init) }
}

extension World {
  /// Fires a reader's event values at it as `ProgressEvent`s.
  func readerDispatch(_ reader: FileReaderTarget) -> (FileReaderEvent) -> Void {
    let clock = runtime.eventClock
    return { event in
      _ = reader.fireEvent(
        ProgressEvent(
          event.kind.rawValue, lengthComputable: event.lengthComputable,
          loaded: Double(event.loaded), total: Double(event.total), clock: clock))
    }
  }

  /// Runs the reader's next step in a task, and queues another while steps remain.
  func queueReaderTask(_ reader: FileReaderTarget) {
    runtime.eventLoop.queueTask { [weak self] in
      guard let self, reader.model.hasPendingTask else { return }
      reader.model.runNextTask(dispatch: self.readerDispatch(reader))
      if reader.model.hasPendingTask { self.queueReaderTask(reader) }
    }
  }
}
