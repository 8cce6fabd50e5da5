/// The user-agent style sheet of HTML elements as CSS text: the HTML standard's Rendering
/// section, with WebKit 2.50's values where WebKit differs (each checked against WebKit:
/// fixtures `computed-style/display`, `computed-style/element-defaults`,
/// `computed-style/form-controls`; `computed-style/ua-sheet-elements` and `ua-sheet-cases` add
/// this text to a page as an author sheet, and WebKit's computed values do not change).
///
/// Meant to be parsed as a style sheet at user-agent origin and applied to HTML elements
/// only (it has no `@namespace` rule; its type selectors are HTML element names, except the
/// `svg` rule). The rules are ordered so that, for `display`, a later rule that matches wins
/// even without comparing specificities (the element rules first, then the attribute and state
/// rules that hide or change them).
///
/// Where WebKit differs from the standard's text:
/// - `td`/`th` get their 1px padding only inside a `table` (WebKit maps it from the table's
///   `cellpadding`, default 1, not from a rule), and `tr` inherits `vertical-align`;
/// - `caption` and `center` are `text-align: -webkit-center`; `li` is `match-parent`;
/// - a link keeps `cursor: auto`; `label` has `cursor: default`;
/// - `rt` outside a `ruby` computes to `display: inline` (a computed-value rule, not here) and
///   has none of the `ruby rt` styles; `area` links are not colored;
/// - `h1` in `article`/`aside`/`nav`/`section` keeps the `h1` sizes;
/// - the monospace families' smaller default size (13px for 16px) is a computed-value rule,
///   not a `font-size` declaration;
/// - form controls have WebKitGTK's theme values (`Sans` 13px).
///
/// Not expressible with selectors: a closed `details` hides its content but the first
/// `summary` (WebKit does it with a slot in the element's shadow tree); `noscript` is hidden
/// because scripting is enabled (written unconditionally).
///
/// https://html.spec.whatwg.org/multipage/rendering.html
public enum UserAgentStyleSheet {
  /// The sheet's text.
  public static let html: String = """
    /* 15.3.3 Flow content, 15.3.7 Lists, 15.3.8 Tables, 15.3.6 Sections and headings */
    html, body, address, blockquote, center, dialog, div, figure, figcaption, footer, form,
    header, hr, legend, listing, main, p, plaintext, pre, search, xmp {
      display: block;
    }
    article, aside, h1, h2, h3, h4, h5, h6, hgroup, nav, section { display: block; }
    dir, dd, dl, dt, menu, ol, ul { display: block; }
    li { display: list-item; text-align: match-parent; }
    details, summary { display: block; }
    fieldset { display: block; }
    frameset, frame { display: block; }
    table { display: table; }
    caption { display: table-caption; }
    colgroup { display: table-column-group; }
    col { display: table-column; }
    thead { display: table-header-group; }
    tbody { display: table-row-group; }
    tfoot { display: table-footer-group; }
    tr { display: table-row; }
    td, th { display: table-cell; }
    ruby { display: ruby; }
    rt { display: ruby-text; }
    slot { display: contents; }
    input, button, select, textarea, meter, progress, marquee { display: inline-block; }
    input:is([type=date i], [type=time i], [type=datetime-local i], [type=month i],
      [type=week i]) {
      display: inline-flex;
    }

    /* 15.3.3 Flow content */
    body { margin: 8px; }
    p, dl { margin-block: 1em; }
    blockquote, figure { margin-block: 1em; margin-inline: 40px; }
    address { font-style: italic; }
    center { text-align: -webkit-center; }
    listing, plaintext, pre, xmp {
      font-family: monospace; white-space: pre; margin-block: 1em;
    }
    dialog {
      position: absolute; inset-inline-start: 0; inset-inline-end: 0; width: fit-content;
      height: fit-content; margin: auto; border: solid; padding: 1em;
      background-color: white; color: black;
    }
    [popover] {
      position: fixed; inset: 0; width: fit-content; height: fit-content; margin: auto;
      border: solid; padding: 0.25em; overflow: auto; color: black; background-color: white;
    }

    /* 15.3.4 Phrasing content */
    cite, dfn, em, i, var { font-style: italic; }
    b, strong { font-weight: bolder; }
    code, kbd, samp, tt { font-family: monospace; }
    big { font-size: larger; }
    small { font-size: smaller; }
    sub { vertical-align: sub; }
    sup { vertical-align: super; }
    sub, sup { line-height: normal; font-size: smaller; }
    ruby { unicode-bidi: isolate; }
    ruby rt {
      font-size: 50%; line-height: normal; white-space: nowrap; text-emphasis: none;
      unicode-bidi: isolate;
    }
    a:any-link { color: rgb(0, 0, 238); text-decoration: underline; }
    mark { background-color: yellow; color: black; }
    abbr[title], acronym[title] {
      text-decoration-line: underline; text-decoration-style: dotted;
    }
    ins, u { text-decoration: underline; }
    del, s, strike { text-decoration: line-through; }
    ins, del { text-decoration-skip-ink: none; }
    nobr { white-space: nowrap; }
    label { cursor: default; }

    /* 15.3.5 Bidirectional text */
    [dir=ltr i] { direction: ltr; }
    [dir=rtl i] { direction: rtl; }
    bdi, output, [dir=ltr i], [dir=rtl i], [dir=auto i] { unicode-bidi: isolate; }
    bdo, bdo[dir] { unicode-bidi: isolate-override; }

    /* 15.3.6 Sections and headings */
    h1 { margin-block: 0.67em; font-size: 2em; }
    h2 { margin-block: 0.83em; font-size: 1.5em; }
    h3 { margin-block: 1em; font-size: 1.17em; }
    h4 { margin-block: 1.33em; font-size: 1em; }
    h5 { margin-block: 1.67em; font-size: 0.83em; }
    h6 { margin-block: 2.33em; font-size: 0.67em; }
    h1, h2, h3, h4, h5, h6 { font-weight: bold; }

    /* 15.3.7 Lists */
    dd { margin-inline-start: 40px; }
    dir, menu, ol, ul { margin-block: 1em; padding-inline-start: 40px; }
    ol { list-style-type: decimal; }
    dir, menu, ul { list-style-type: disc; }
    :is(dir, menu, ol, ul) :is(dir, menu, ol, ul) { margin-block: 0; }
    :is(dir, menu, ol, ul) :is(dir, menu, ul) { list-style-type: circle; }
    :is(dir, menu, ol, ul) :is(dir, menu, ol, ul) :is(dir, menu, ul) {
      list-style-type: square;
    }

    /* 15.3.8 Tables */
    table {
      box-sizing: border-box; border-spacing: 2px; border-collapse: separate;
      text-indent: initial;
    }
    caption { text-align: -webkit-center; }
    thead, tbody, tfoot { vertical-align: middle; }
    tr, td, th { vertical-align: inherit; }
    th { font-weight: bold; text-align: center; }

    /* 15.3.10 Form controls (WebKitGTK's theme) */
    input, select, button, textarea { font-family: Sans; font-size: 13px; }
    input:not([type=hidden i], [type=checkbox i], [type=radio i], [type=submit i],
      [type=reset i], [type=button i], [type=range i], [type=file i], [type=color i],
      [type=image i]) {
      appearance: auto; background-color: white; border: 2px inset rgb(128, 128, 128);
      border-radius: 5px; padding: 1px;
    }
    input:is([type=checkbox i], [type=radio i]) {
      appearance: auto; box-sizing: border-box; margin: 3px 2px; min-width: 12px;
      min-height: 12px;
    }
    input:is([type=submit i], [type=reset i], [type=button i]), button {
      appearance: auto; background-color: rgb(192, 192, 192);
      border: 2px outset rgb(192, 192, 192); padding: 2px 6px 3px; color: rgba(0, 0, 0, 0.8);
      box-sizing: border-box; cursor: default; text-align: center;
    }
    input:is([type=submit i], [type=reset i], [type=button i]) { white-space: pre; }
    input[type=range i] {
      appearance: auto; background-color: white; color: rgb(144, 144, 144); margin: 2px;
    }
    input[type=file i] { align-items: baseline; }
    input[type=color i] {
      appearance: auto; background-color: white; border: 2px inset rgb(128, 128, 128);
      box-sizing: border-box; padding: 1px;
    }
    textarea {
      appearance: auto; background-color: white; border: 1px solid; border-radius: 5px;
      padding: 2px; white-space: pre-wrap; overflow-wrap: break-word; resize: both;
      overflow: auto;
    }
    select {
      appearance: auto; background-color: white; border: 1px solid; border-radius: 5px;
      box-sizing: border-box; align-items: center; cursor: default; white-space: pre;
    }
    select[multiple] {
      border: 1px inset rgb(128, 128, 128); border-radius: 0; cursor: auto; white-space: normal;
      align-items: normal;
    }
    option { white-space: nowrap; }
    optgroup { font-weight: bolder; }
    meter, progress { appearance: auto; box-sizing: border-box; vertical-align: -0.2em; }

    /* 15.3.13 The fieldset and legend elements */
    fieldset {
      margin-inline: 2px; border: groove 2px rgb(192, 192, 192);
      padding-block: 0.35em 0.625em; padding-inline: 0.75em; min-inline-size: min-content;
    }
    legend { padding-inline: 2px; }

    /* 15.4 Replaced elements */
    iframe { border: 2px inset; }
    video { object-fit: contain; }
    svg:not(:root) { overflow: hidden; }

    /* 15.5 Widgets: marquee, hr */
    marquee { overflow: hidden; white-space: nowrap; }
    hr {
      color: gray; border-style: inset; border-width: 1px; margin-block: 0.5em;
      margin-inline: auto; overflow: hidden; unicode-bidi: isolate;
    }

    /* 15.3.12 details and summary */
    details > summary:first-of-type {
      display: list-item; counter-increment: list-item 0;
      list-style: disclosure-closed inside;
    }
    details[open] > summary:first-of-type { list-style-type: disclosure-open; }

    /* 15.3.1 Hidden elements: last, so that they win over the display rules above */
    area, base, basefont, datalist, head, link, meta, noembed, noframes, param, rp, script,
    style, template, title {
      display: none;
    }
    [hidden]:not([hidden=until-found i]):not(embed) { display: none; }
    [hidden=until-found i]:not(embed) { content-visibility: hidden; }
    embed[hidden] { display: inline; height: 0; width: 0; }
    input[type=hidden i] { display: none !important; }
    dialog:not([open]) { display: none; }
    [popover]:not(:popover-open):not(dialog[open]) { display: none; }
    audio:not([controls]) { display: none !important; }
    noscript { display: none !important; }
    """
}
