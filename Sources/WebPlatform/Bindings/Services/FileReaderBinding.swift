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

  /// `undefined readAsArrayBuffer(Blob blob)`.
  static let customReadAsArrayBuffer = BindingMember.operation("readAsArrayBuffer", length: 1) {
    call in try call.read(as: .arrayBuffer)
  }

  /// `undefined readAsBinaryString(Blob blob)`.
  static let customReadAsBinaryString = BindingMember.operation("readAsBinaryString", length: 1) {
    call in try call.read(as: .binaryString)
  }

  /// `undefined readAsText(Blob blob, optional DOMString encoding)`.
  static let customReadAsText = BindingMember.operation("readAsText", length: 1) { call in
    try call.read(as: .text(encoding: try call.optionalString(1)))
  }

  /// `undefined readAsDataURL(Blob blob)`.
  static let customReadAsDataURL = BindingMember.operation("readAsDataURL", length: 1) { call in
    try call.read(as: .dataURL)
  }

  /// `undefined abort()`: its events are fired at the reader.
  static let customAbort = BindingMember.operation("abort") { call in
    let reader = try call.this(FileReaderTarget.self)
    reader.model.abort(dispatch: call.world.readerDispatch(reader))
    return .undefined
  }

  /// `readonly attribute (DOMString or ArrayBuffer)? result`.
  static let customResult = BindingMember.readonly("result") { call in
    switch try call.this(FileReaderTarget.self).model.result {
    case nil: return .null
    case .string(let text): return .string(text)
    case .arrayBuffer(let bytes): return .value(try call.context.arrayBuffer(bytes))
    }
  }

  /// `readonly attribute DOMException? error`.
  static let customError = BindingMember.readonly("error") { call in
    guard let error = try call.this(FileReaderTarget.self).model.error else { return .null }
    return call.wrap(DOMExceptionObject(error))
  }
}

extension BindingCall {
  /// Starts a read of the Blob in argument 0 and queues its steps on the event loop.
  fileprivate func read(as type: FileReaderModel.ReadType) throws -> JSReturn {
    let reader = try this(FileReaderTarget.self)
    try requireArguments(1)
    let blob = try object(0, BlobBinding.definition, as: Blob.self)
    try reader.model.read(blob, as: type)
    world.queueReaderTask(reader)
    return .undefined
  }
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
