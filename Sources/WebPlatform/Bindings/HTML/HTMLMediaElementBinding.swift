import DOM
import JSCore

/// `HTMLMediaElement`: reflected attributes plus the playback state of a media element that
/// never loads (``HTMLMediaElementView``), declared in `Bindings/IDL/HTMLMediaElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/media.html#htmlmediaelement
enum HTMLMediaElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLMediaElement", parent: HTMLElementBinding.definition, members: generatedMembers)
}

/// `HTMLVideoElement`: reflected attributes; no video is decoded, so the intrinsic size is 0
/// (``HTMLVideoElementView``), declared in `Bindings/IDL/HTMLMediaElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/media.html#htmlvideoelement
enum HTMLVideoElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLVideoElement", parent: HTMLMediaElementBinding.definition,
    members: generatedMembers)
}

/// The legacy factory function `Audio(src)`: an `audio` element with `preload="auto"`.
///
/// https://html.spec.whatwg.org/multipage/media.html#dom-audio
enum AudioFactoryBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Audio", parent: HTMLMediaElementBinding.definition,
    constructor: BindingConstructor { call in
      let audio = try call.world.runtime.document.createElement("audio")
      audio.setAttributeValue(localName: "preload", "auto")
      if let src = try call.optionalString(0) { audio.setAttributeValue(localName: "src", src) }
      return call.world.wrapper(for: audio)
    })
}
