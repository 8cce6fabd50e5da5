// DraftWriter: collects what a Markdown link post needs; the extension writes the draft.
// There is no finalize(): the extension changes nothing in the page.

var ExtensionPreprocessingJS = {
    run: function(parameters) {
        var selection = window.getSelection();
        parameters.completionFunction({
            URL: document.URL,
            title: document.title.trim(),
            selection: selection ? selection.toString() : ""
        });
    }
};
