/// The interfaces of the services area (`WebPlatform/Services`: encoding, crypto, file, fetch,
/// XHR). Their window members (`atob`, `fetch`…) are declared in `Bindings/IDL/Window.webidl`
/// (``WindowView``; the hand-written ones are in `WindowBinding+Services.swift`).
enum ServicesArea {
  static let definitions: [InterfaceDefinition] = [
    TextEncoderBinding.definition, TextDecoderBinding.definition, CryptoBinding.definition,
    BlobBinding.definition, FileBinding.definition, FileReaderBinding.definition,
    HeadersBinding.definition, RequestBinding.definition, ResponseBinding.definition,
    XMLHttpRequestEventTargetBinding.definition, XMLHttpRequestUploadBinding.definition,
    XMLHttpRequestBinding.definition,
  ]
}
