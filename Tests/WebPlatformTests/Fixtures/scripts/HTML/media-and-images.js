// page: basic.html
// Images, media elements and the legacy factory functions, offline.

test("images never load", () => {
  const img = document.getElementById("logo");
  assert.equal(img.width, 120, "the width attribute");
  assert.equal(img.height, 40);
  assert.equal(img.naturalWidth, 0);
  assert.equal(img.naturalHeight, 0);
  assert.equal(img.complete, true);
  assert.equal(img.currentSrc, "https://example.com/logo.png");
  assert.equal(img.alt, "Logo");
  img.srcset = "a.png 1x, b.png 2x";
  assert.equal(img.getAttribute("srcset"), "a.png 1x, b.png 2x");
  assert.equal(img.loading, "eager");
  assert.equal(img.decoding, "auto");
  assert.equal(document.createElement("img").currentSrc, "");
});

asyncTest("decode() resolves", async () => {
  const img = document.getElementById("logo");
  const result = await img.decode();
  assert.equal(result, undefined);
});

test("Image factory", () => {
  const image = new Image(10, 20);
  assert(image instanceof HTMLImageElement);
  assert.equal(image.width, 10);
  assert.equal(image.height, 20);
  assert.equal(image.outerHTML, '<img width="10" height="20">');
  assert.equal(new Image().outerHTML, "<img>");
  assert.equal(Image.name, "Image");
});

test("media elements", () => {
  const video = document.createElement("video");
  assert(video instanceof HTMLMediaElement);
  assert.equal(video.paused, true);
  assert.equal(video.currentTime, 0);
  assert(Number.isNaN(video.duration));
  assert.equal(video.readyState, HTMLMediaElement.HAVE_NOTHING);
  assert.equal(video.networkState, 0);
  assert.equal(video.videoWidth, 0);
  assert.equal(video.muted, false);
  video.muted = true;
  assert.equal(video.muted, true);
  assert.equal(video.volume, 1);
  video.volume = 0.5;
  assert.equal(video.volume, 0.5);
  assert.throws(() => { video.volume = 2; }, "IndexSizeError");
  video.src = "movie.mp4";
  assert.equal(video.src, "https://example.com/movie.mp4");
  assert.equal(video.currentSrc, "https://example.com/movie.mp4");
  assert.equal(video.canPlayType("video/mp4"), "maybe");
  assert.equal(video.canPlayType("video/x-unknown"), "");
  video.pause();
  video.load();
  video.autoplay = true;
  assert.equal(video.getAttribute("autoplay"), "");
  assert.equal(video.defaultMuted, false);
  const audio = new Audio("song.mp3");
  assert(audio instanceof HTMLAudioElement);
  assert.equal(audio.preload, "auto");
  assert.equal(audio.src, "https://example.com/song.mp3");
});

asyncTest("play() is not allowed without a user gesture", async () => {
  const audio = document.createElement("audio");
  let error = null;
  try { await audio.play(); } catch (e) { error = e; }
  assert(error instanceof DOMException);
  assert.equal(error.name, "NotAllowedError");
  assert.equal(audio.paused, true);
});
