import Foundation
import TestSupport
import Testing

/// Issue 8, containment: a run writes the output files the user named and nothing else, even
/// when its script tries every storage and download API a page has.
@Suite("actionjs run: writes only the named outputs")
struct OutputContainmentTests {
  @Test func aScriptCannotWriteFiles() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write(
      "writer.js",
      """
      var ExtensionPreprocessingJS = {
        run: function (a) {
          var tried = [];
          function attempt(name, f) { try { f(); tried.push(name + ":ok"); } catch (e) { tried.push(name + ":" + e.name); } }
          attempt("localStorage", function () { localStorage.setItem("k", "v".repeat(1000)); });
          attempt("sessionStorage", function () { sessionStorage.setItem("k", "v"); });
          attempt("cookie", function () { document.cookie = "k=v; max-age=99999"; });
          attempt("download", function () {
            var link = document.createElement("a");
            link.href = "data:text/plain,written"; link.download = "written.txt";
            document.body.appendChild(link); link.click();
          });
          attempt("blobDownload", function () {
            var link = document.createElement("a");
            link.href = URL.createObjectURL(new Blob(["x"])); link.download = "blob.txt"; link.click();
          });
          attempt("open", function () { window.open("file:///tmp/written.txt", "_blank"); });
          attempt("indexedDB", function () { indexedDB.open("db"); });
          attempt("beacon", function () { navigator.sendBeacon("file:///tmp/beacon.txt", "x"); });
          attempt("form", function () {
            var form = document.createElement("form"); form.action = "file:///tmp/form.txt";
            form.method = "post"; document.body.appendChild(form); form.submit();
          });
          a.completionFunction({ tried: tried.join(" ") });
        },
        finalize: function (x) { document.body.setAttribute("data-done", "1"); }
      };
      """)
    let page = try folder.write("page.html", "<title>t</title><body></body>")
    let output = folder.path("out/final.html")
    try FileManager.default.createDirectory(
      atPath: folder.path("out"), withIntermediateDirectories: true)
    let before = Set(try FileManager.default.subpathsOfDirectory(atPath: folder.url.path))
    let result = actionjs(["run", script, page, "--format", "json", "--output-html", output])
    #expect(result.status == 0, "\(result.stderr)")
    let after = Set(try FileManager.default.subpathsOfDirectory(atPath: folder.url.path))
    #expect(after.subtracting(before) == ["out/final.html"])
    let html = try String(contentsOfFile: output, encoding: .utf8)
    #expect(html.contains("data-done=\"1\""))
    // Nothing reached /tmp either.
    for name in ["written.txt", "beacon.txt", "form.txt"] {
      #expect(!FileManager.default.fileExists(atPath: "/tmp/\(name)"), "\(name)")
    }
    #expect(result.stdout.contains("localStorage:"), "\(result.stdout)")
  }
}
