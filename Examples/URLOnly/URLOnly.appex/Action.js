// URLOnly: Safari sends no public.url attachment to an extension with a preprocessing file,
// so the script hands the page's URL over itself (and its title, which the extension ignores).

var ExtensionPreprocessingJS = {
    run: function(parameters) {
        parameters.completionFunction({ URL: document.URL, title: document.title });
    }
};
