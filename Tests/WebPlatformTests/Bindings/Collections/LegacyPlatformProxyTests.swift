import DOM
import Testing

@testable import WebPlatform

/// Legacy platform objects wrapped as script proxies (LegacyPlatformProxy.swift) keep a copy
/// of their items while the document's counter stands still. Whatever a script does between
/// reads, `list[i]` must answer what `list.item(i)` (always asked of Swift) answers; the shape
/// seen through the proxy is recorded against WebKit in the differential fixtures
/// `dom-collections/legacy-objects` and `dom-collections/legacy-prevent-extensions`.
@Suite struct LegacyPlatformProxyTests {
  private func run(_ source: String, _ markup: String) throws -> String {
    let runtime = RuntimeHarness.runtime(markup)
    return try RuntimeTestSupport.string(runtime, source)
  }

  /// Random mutations (children added, removed, moved, replaced; attributes and classes
  /// changed; text changed; nodes adopted into another document and back) between runs of
  /// reads of every kind of list: each read by index is compared with `item()`.
  @Test func indexedReadsAgreeWithItemThroughRandomMutations() throws {
    let result = try run(
      """
      var seed = 12345;
      function random(n) { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; }
      var root = document.getElementById("root"), other = document.implementation.createHTMLDocument("o");
      var names = ["p", "span", "b", "i"], classes = ["a", "b", "a b", ""];
      function anyElement() { var all = root.getElementsByTagName("*"); return all.length ? all[random(all.length)] : root; }
      function lists() {
        var e = anyElement();
        return [root.childNodes, root.children, root.getElementsByTagName("p"),
          root.getElementsByClassName("a"), root.querySelectorAll("span, i"), e.childNodes,
          e.children, e.attributes, e.classList, document.getElementsByTagName("*")];
      }
      var mutations = [
        function () { anyElement().appendChild(document.createElement(names[random(4)])); },
        function () { var e = anyElement(); if (e !== root && e.parentNode) e.remove(); },
        function () { var a = anyElement(), b = anyElement(); if (a !== root && !a.contains(b)) b.appendChild(a); },
        function () { var e = anyElement(); e.className = classes[random(4)]; },
        function () { var e = anyElement(); e.setAttribute("data-" + random(3), "v"); },
        function () { var e = anyElement(); e.removeAttribute("class"); },
        function () { anyElement().textContent = "t" + random(9); },
        function () { var e = anyElement(); e.innerHTML = "<p class=a></p><span></span>"; },
        function () { var e = anyElement(); if (e !== root) { other.body.appendChild(e); root.appendChild(e); } },
        function () { var e = anyElement(); if (e !== root && e.parentNode) e.parentNode.replaceChild(document.createElement("i"), e); },
        function () { anyElement().normalize(); },
        function () { var e = anyElement(); e.insertBefore(document.createElement("b"), e.firstChild); },
      ];
      var checked = 0, wrong = [];
      var tracked = lists();
      for (var step = 0; step < 400; step++) {
        if (step % 25 === 0) tracked = tracked.concat(lists());
        for (var k = 0; k < tracked.length; k++) {
          var list = tracked[k], reads = 1 + random(5);
          for (var r = 0; r < reads; r++) {
            var n = list.length;
            for (var i = 0; i <= n; i++) {
              var byIndex = list[i], byItem = list.item(i);
              if (byIndex === undefined && byItem === null && i === n) { checked++; continue; }
              if (byIndex !== byItem) wrong.push(step + ":" + k + ":" + i);
              checked++;
            }
          }
        }
        mutations[random(mutations.length)]();
      }
      (checked > 10000) + ":" + wrong.slice(0, 5).join(" ")
      """,
      "<!DOCTYPE html><body><div id=root><p class=a>x</p><span class=b>y</span><b></b></div></body>"
    )
    #expect(result == "true:")
  }

  /// The same list read before and after its items change: the copy taken after a few reads
  /// must not outlive the change, for each counter a list can depend on (the tree for child
  /// and tag-name lists, the whole document for class lists and attributes), and a static
  /// list's items never change.
  @Test func copiesFollowTheirDocumentsCounters() throws {
    let result = try run(
      """
      var d = document.getElementById("d"), out = [];
      function read(list) { var s = ""; for (var k = 0; k < 4; k++) { s = ""; for (var i = 0; i < list.length; i++) s += list[i].nodeName || list[i].name || list[i]; } return s; }
      var kids = d.childNodes, byClass = d.getElementsByClassName("a"), attrs = d.attributes,
        tokens = d.classList, query = d.querySelectorAll("p");
      out.push(read(kids), read(byClass), read(attrs), read(tokens), read(query));
      d.firstChild.className = "z";
      d.setAttribute("title", "t");
      d.classList.add("c");
      d.appendChild(document.createElement("p"));
      out.push(read(kids), read(byClass), read(attrs), read(tokens), read(query));
      out.join("|")
      """,
      "<!DOCTYPE html><body><div id=d class=a><p class=a></p><p></p></div></body>")
    #expect(
      result
        == "PP|P|idclass|a|PP|PPP||idclasstitle|ac|PP")
  }

  /// The traps use the built-ins as they were before any script ran: a page replacing
  /// `Reflect`, `Object` or `Proxy` members before its first list changes nothing the lists
  /// answer (the proxies' script is evaluated on first use).
  @Test func pageReplacingBuiltInsChangesNothing() throws {
    let result = try run(
      """
      Reflect.get = function () { return "page"; };
      Reflect.has = function () { return false; };
      Object.hasOwn = function () { return true; };
      Object.prototype.get = function () { return "page"; };
      window.Proxy = function () { throw new Error("page"); };
      var kids = document.getElementById("d").childNodes;
      var fresh = document.getElementById("d").children;
      [kids.length, kids[0].nodeName, kids[1].nodeName, kids[1].nodeName, kids[1].nodeName,
        "0" in kids, fresh.length, fresh[0].nodeName, fresh[0].nodeName, fresh[0].nodeName,
        Object.keys(fresh).join(""), Object.getOwnPropertyDescriptor(kids, 0).value.nodeName
      ].join(",")
      """,
      "<!DOCTYPE html><body><div id=d><p></p><b></b></div></body>")
    #expect(result == "2,P,B,B,B,true,2,P,P,P,01,P")
  }
}
