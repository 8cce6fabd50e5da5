// TextEncoder, as the Encoding standard declares it
// (https://encoding.spec.whatwg.org/#interface-textencoder), with TextEncoderCommon's encoding
// declared in its place, in the order of the prototype's properties. encode takes the input's
// exact UTF-16 code units ([ActionJSUTF16]: a lone surrogate becomes U+FFFD as the standard
// says) and makes its Uint8Array in the world ([ActionJSWorld]). Hand-written ([Custom],
// Services/TextEncoderBinding.swift): the constructor and encodeInto (its Uint8Array argument,
// written in place, and its result dictionary).

[Exposed=*]
interface TextEncoder {
  [Custom] constructor();

  readonly attribute DOMString encoding;
  [NewObject, ActionJSWorld] Uint8Array encode([ActionJSUTF16] optional USVString input = "");
  [Custom] TextEncoderEncodeIntoResult encodeInto(USVString source, [AllowShared] Uint8Array destination);
};
