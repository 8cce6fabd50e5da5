import TestSupport
import Testing

@testable import WebPlatform

/// Overloaded operations and union arguments generated from Web IDL
/// (`Scripts/generate-bindings.py`'s overload resolution and union conversion): the expected
/// values are WebKit's (the WebKit oracle, WebKitGTK 2.50).
@Suite struct GeneratedOverloadsTests {
  /// postMessage's overloads: a null second argument selects the WindowPostMessageOptions
  /// overload (the target origin "/"), not the string one ("null" is no origin); no
  /// argument is "Not enough arguments"; `length` is the shortest overload's.
  @Test func postMessageResolvesNullToTheOptionsOverload() throws {
    let runtime = RuntimeHarness.runtime("<!DOCTYPE html><p>text</p>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var out = [];
      function f(g) { try { g(); return "ok"; } catch (e) { return e.name + ":" + e.message; } }
      out.push(f(function () { window.postMessage(1, null); }));
      out.push(f(function () { window.postMessage(1, undefined); }));
      out.push(f(function () { window.postMessage(1, { targetOrigin: "*" }); }));
      out.push(f(function () { window.postMessage(); }));
      out.push(window.postMessage.length);
      out.join("|")
      """)
    #expect(result == "ok|ok|ok|TypeError:Not enough arguments|1")
  }

  /// scroll, scrollTo and scrollBy: two coordinates or ScrollToOptions, whose members are
  /// read in Web IDL's order (the inherited `behavior` first, then `left` and `top`) and whose
  /// `behavior` must be a ScrollBehavior value (WebKit's "Type error"); one number is the
  /// options overload's TypeError; `length` is 0.
  @Test func scrollOverloadsReadScrollToOptionsInOrder() throws {
    let runtime = RuntimeHarness.runtime(
      "<!DOCTYPE html><div id=d style='height:100px;overflow:scroll'>"
        + "<div style='height:1000px'></div></div>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var out = [], log = [];
      function f(g) { try { g(); return "ok"; } catch (e) { return e.name + ":" + e.message; } }
      window.scrollTo({
        get left() { log.push("left"); return 0; },
        get top() { log.push("top"); return 0; },
        get behavior() { log.push("behavior"); return "auto"; }
      });
      out.push(log.join());
      out.push(f(function () { window.scrollTo({ behavior: "nope" }); }));
      out.push(f(function () { document.getElementById("d").scrollBy({ behavior: "nope" }); }));
      out.push(f(function () { window.scroll(5); }).split(":")[0]);
      out.push(window.scroll.length, Element.prototype.scrollTo.length);
      out.join("|")
      """)
    #expect(result == "behavior,left,top|TypeError:Type error|TypeError:Type error|TypeError|0|0")
  }

  /// moveTo, moveBy, resizeTo and resizeBy convert their two `long` arguments (in order)
  /// before doing nothing, and throw "Not enough arguments" for fewer; alert's overloads
  /// (no argument, or a DOMString) have `length` 0.
  @Test func windowMoveAndResizeConvertTheirArguments() throws {
    let runtime = RuntimeHarness.runtime("<!DOCTYPE html><p>text</p>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var out = [], log = [];
      function f(g) { try { g(); return "ok"; } catch (e) { return e.name + ":" + e.message; } }
      var v = { valueOf: function () { log.push("x"); return 1; } };
      var w = { valueOf: function () { log.push("y"); return 1; } };
      out.push(f(function () { window.moveTo(v, w); }), log.join()); log = [];
      out.push(f(function () { window.moveBy(v, w); }), log.join()); log = [];
      out.push(f(function () { window.resizeTo(v, w); }), log.join()); log = [];
      out.push(f(function () { window.resizeBy(v, w); }), log.join()); log = [];
      out.push(f(function () { window.moveTo(); }));
      out.push(f(function () { window.moveTo(Symbol()); }));
      out.push(window.moveTo.length, window.resizeBy.length, window.alert.length);
      out.join("|")
      """)
    #expect(
      result
        == "ok|x,y|ok|x,y|ok|x,y|ok|x,y|TypeError:Not enough arguments|TypeError:Not enough "
        + "arguments|2|2|0")
  }

  /// The text controls' setSelectionRange and setRangeText (two overloads: one argument, or
  /// three or four; two is WebKit's "Type error") and the media elements' fastSeek convert
  /// their arguments before doing nothing, and check their arity.
  @Test func selectionMethodsAndFastSeekConvertTheirArguments() throws {
    let runtime = RuntimeHarness.runtime("<!DOCTYPE html><p>text</p>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var out = [], log = [];
      function f(g) { try { g(); return "ok"; } catch (e) { return e.name + ":" + e.message; } }
      function n(name) { return { valueOf: function () { log.push(name); return 1; } }; }
      var v = document.createElement("video"), i = document.createElement("input");
      var t = document.createElement("textarea");
      out.push(f(function () { v.fastSeek(); }), f(function () { v.fastSeek(NaN); }));
      out.push(f(function () { v.fastSeek(n("t")); }), log.join()); log = [];
      out.push(f(function () { i.setRangeText("a", 0); }));
      out.push(f(function () { i.setRangeText({ toString: function () { log.push("r"); return "x"; } }); }), log.join()); log = [];
      out.push(f(function () { t.setSelectionRange(n("s"), n("e")); }), log.join()); log = [];
      out.push(f(function () { t.setRangeText("a", n("s"), n("e"), "nope"); }), log.join());
      out.push(f(function () { t.setSelectionRange(1); }));
      out.push(HTMLTextAreaElement.prototype.setRangeText.length, i.setSelectionRange.length);
      out.push(HTMLMediaElement.prototype.fastSeek.length);
      out.join("|")
      """)
    #expect(
      result
        == "TypeError:Not enough arguments|ok|ok|t|TypeError:Type error|ok|r|ok|s,e|ok|s,e|"
        + "TypeError:Not enough arguments|1|2|1")
  }

  /// HTMLSelectElement's and HTMLOptionsCollection's add: the element must be an
  /// HTMLOptionElement or HTMLOptGroupElement (WebKit's "Type error" for a div); `before` is an
  /// HTMLElement, else a long (an object that is no HTMLElement, or a string, converts to a
  /// number), and an HTML element outside the select is a NotFoundError.
  @Test func addConvertsItsUnions() throws {
    let runtime = RuntimeHarness.runtime("<!DOCTYPE html><p>text</p>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var out = [];
      function f(g) { try { return String(g()); } catch (e) { return e.name + ":" + e.message; } }
      var s = document.createElement("select"), o = new Option("a");
      var g = document.createElement("optgroup");
      out.push(typeof HTMLOptGroupElement, Object.prototype.toString.call(g));
      out.push(f(function () { s.add(document.createElement("div")); }));
      out.push(f(function () { s.add(g); return s.children.length; }));
      out.push(f(function () { s.add(o, {}); return s.options[0] === o; }));
      out.push(f(function () { s.add(new Option("b"), "1"); return s.options[1].text; }));
      out.push(f(function () {
        s.options.add(new Option("c"), { valueOf: function () { return 0; } });
        return s.options[0].text;
      }));
      out.push(f(function () { s.add(new Option("d"), document.createElement("svg")); }).split(":")[0]);
      out.push(f(function () {
        s.add(new Option("e"), document.createElementNS("http://www.w3.org/2000/svg", "svg"));
        return s.options.length;
      }));
      out.push(f(function () { s.add(); }), HTMLOptionsCollection.prototype.add.length);
      out.join("|")
      """)
    #expect(
      result
        == "function|[object HTMLOptGroupElement]|TypeError:Type error|1|true|b|c|NotFoundError|4|"
        + "TypeError:Not enough arguments|1")
  }

  /// XMLHttpRequest.open's two overloads: with a third argument, even undefined, `async` is
  /// that argument converted to a boolean (false: a synchronous request, whose `timeout`
  /// cannot be set from a window); with two, the request is asynchronous.
  @Test func xmlHttpRequestOpenHasTwoOverloads() throws {
    let runtime = RuntimeHarness.runtime("<!DOCTYPE html><p>text</p>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var out = [];
      function f(g) { try { return String(g()); } catch (e) { return e.name; } }
      function opened(third) {
        var x = new XMLHttpRequest();
        if (arguments.length) { x.open("GET", "data:,x", third); } else { x.open("GET", "data:,x"); }
        return x;
      }
      out.push(f(function () { opened(undefined).timeout = 5; return "set"; }));
      out.push(f(function () { opened().timeout = 5; return "set"; }));
      out.push(f(function () { opened(0).timeout = 5; return "set"; }));
      out.push(f(function () { var x = opened(undefined); x.send(); return x.readyState + x.responseText; }));
      out.push(f(function () { var x = opened(); x.send(); return x.readyState; }));
      out.push(XMLHttpRequest.prototype.open.length);
      out.join("|")
      """)
    #expect(result == "InvalidAccessError|set|InvalidAccessError|4x|1|2")
  }
}
