import ExtensionBundles
import Testing

/// The UTI conformance table behind `UTI-CONFORMS-TO` (docs/safari-behavior.md §5.2).
struct UniformTypeTableTests {
  private let table = UniformTypeTable.standard

  @Test(
    "direct and transitive conformances",
    arguments: [
      ("com.apple.property-list", "public.data"),
      ("com.apple.property-list", "public.item"),
      ("com.apple.xml-property-list", "public.text"),
      ("public.url", "public.data"),
      ("public.file-url", "public.url"),
      ("public.file-url", "public.item"),
      ("public.jpeg", "public.image"),
      ("public.png", "public.content"),
      ("com.compuserve.gif", "public.data"),
      ("public.heic", "public.image"),
      ("public.utf8-plain-text", "public.text"),
      ("public.html", "public.data"),
      ("public.json", "public.text"),
      ("public.vcard", "public.text"),
      ("com.adobe.pdf", "public.content"),
      ("public.mpeg-4", "public.audiovisual-content"),
      ("public.mp3", "public.audio"),
      ("public.folder", "public.directory"),
      ("public.folder", "public.item"),
      ("PUBLIC.JPEG", "Public.Image"),
      ("com.example.unknown", "com.example.unknown"),
    ])
  func conforms(type: String, parent: String) {
    #expect(table.conforms(type, to: parent))
  }

  @Test(
    "non-conformances",
    arguments: [
      ("public.data", "public.url"),
      ("public.url", "public.text"),
      ("public.plain-text", "public.url"),
      ("com.adobe.pdf", "public.image"),
      ("public.folder", "public.data"),
      ("com.apple.property-list", "public.text"),
      ("com.example.unknown", "public.data"),
    ])
  func doesNotConform(type: String, parent: String) {
    #expect(!table.conforms(type, to: parent))
  }

  @Test("custom types and cycles")
  func customTypes() {
    let custom = table.adding("com.example.page", conformsTo: ["public.html"])
      .adding("com.example.a", conformsTo: ["com.example.b"])
      .adding("com.example.b", conformsTo: ["com.example.a"])
    #expect(custom.conforms("com.example.page", to: "public.data"))
    #expect(!custom.conforms("com.example.a", to: "public.data"))
    #expect(custom.supertypes(of: "public.url") == ["public.data", "public.item", "public.url"])
    #expect(custom.isEqual("public.URL", "public.url"))
  }
}
