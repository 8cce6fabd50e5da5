// innerText of tables: tabs between cells, newlines between rows, captions, nested tables, empty cells, th, row groups, display:table on divs.
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    simple: "<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>",
    th: "<table><tr><th>h1</th><th>h2</th></tr><tr><td>a</td><td>b</td></tr></table>",
    emptyCells: "<table><tr><td></td><td>b</td><td></td></tr><tr><td></td><td></td></tr><tr><td>c</td></tr></table>",
    caption: "<table><caption>cap</caption><tr><td>a</td><td>b</td></tr></table>",
    captionBottom: "<table><tr><td>a</td></tr><caption style='caption-side:bottom'>cap</caption></table>",
    groups: "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>a</td></tr><tr><td>b</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>",
    nested: "<table><tr><td>a</td><td><table><tr><td>x</td><td>y</td></tr><tr><td>z</td></tr></table></td><td>b</td></tr><tr><td>c</td></tr></table>",
    textAround: "before<table><tr><td>a</td></tr></table>after",
    inlineAround: "<span>before</span><table><tr><td>a</td></tr></table><span>after</span>",
    paragraphInCell: "<table><tr><td><p>a</p></td><td><p>b</p></td></tr></table>",
    divsInCell: "<table><tr><td><div>a</div><div>b</div></td><td>c</td></tr></table>",
    cellSpaces: "<table><tr><td>  a  </td><td>  b  </td></tr></table>",
    whitespaceBetween: "<table>\n <tr>\n  <td>a</td>\n  <td>b</td>\n </tr>\n <tr>\n  <td>c</td>\n </tr>\n</table>",
    colgroup: "<table><colgroup><col><col></colgroup><tr><td>a</td><td>b</td></tr></table>",
    divTable: "<div style='display:table'><div style='display:table-row'><div style='display:table-cell'>a</div><div style='display:table-cell'>b</div></div><div style='display:table-row'><div style='display:table-cell'>c</div></div></div>",
    cellsOnly: "<div style='display:table-cell'>a</div><div style='display:table-cell'>b</div>",
    inlineTable: "x<table style='display:inline-table'><tr><td>a</td><td>b</td></tr></table>y",
    twoTables: "<table><tr><td>a</td></tr></table><table><tr><td>b</td></tr></table>",
    hiddenCellContent: "<table><tr><td>a</td><td><span style='display:none'>b</span></td><td>c</td></tr></table>",
    cellDisplayNone: "<table><tr><td>a</td><td style='display:none'>b</td><td>c</td></tr></table>",
    rowDisplayNone: "<table><tr><td>a</td></tr><tr style='display:none'><td>b</td></tr><tr><td>c</td></tr></table>",
    lastRowEmpty: "<table><tr><td>a</td></tr><tr></tr></table>after",
    brInCell: "<table><tr><td>a<br></td><td>b</td></tr></table>",
    tableInP: "<p>x</p><table><tr><td>a</td></tr></table><p>y</p>",
    cellBlockDisplay: "<table><tr><td style='display:block'>a</td><td style='display:block'>b</td></tr></table>",
    listInCell: "<table><tr><td><ul><li>a</li><li>b</li></ul></td><td>c</td></tr></table>"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
