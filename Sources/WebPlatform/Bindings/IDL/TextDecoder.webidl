// TextDecoder, as the Encoding standard declares it
// (https://encoding.spec.whatwg.org/#interface-textdecoder), with TextDecoderCommon's
// attributes declared in their places, in the order of the prototype's properties.
// Hand-written ([Custom], Services/TextEncoderBinding.swift): the constructor (a label that is
// no encoding is a RangeError) and decode (its AllowSharedBufferSource input).

[Exposed=*]
interface TextDecoder {
  [Custom] constructor(optional DOMString label = "utf-8", optional TextDecoderOptions options = {});

  readonly attribute DOMString encoding;
  readonly attribute boolean fatal;
  readonly attribute boolean ignoreBOM;
  [Custom] USVString decode(optional AllowSharedBufferSource input, optional TextDecodeOptions options = {});
};
