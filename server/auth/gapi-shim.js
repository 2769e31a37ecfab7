// A stand-in for the small part of Google's `gapi.iframes` that Firebase Auth's popup sign-in uses, so the
// local Auth emulator's popup works with no internet (the real script comes from apis.google.com). The
// page and the emulator's relay iframe talk by postMessage: `send(name, data, callback)` calls the other
// side's `register(name, handler)` and hands the callback the handler's answer in a list, as gapi does.
// Served by the Auth emulator's process (server/auth/auth-emulator-child.cjs) at /__local/gapi.js, to
// the relay iframe and, in a local run only, to the PWA.
(function () {
  'use strict';
  if (window.gapi && window.gapi.iframes && window.gapi.iframes.Iframe) return;
  var seq = 0;

  function Channel(target) {
    var self = this;
    self.target = target;
    self.handlers = {};
    self.pending = {};
    window.addEventListener('message', function (event) {
      var m = event.data;
      if (!m || m.hhGapiShim !== true || event.source !== self.target()) return;
      if (m.kind === 'call') {
        var handler = self.handlers[m.name];
        Promise.resolve(handler ? handler(m.data) : undefined).then(function (result) {
          event.source.postMessage({ hhGapiShim: true, kind: 'reply', id: m.id, results: handler ? [result] : [] }, '*');
        });
      } else if (m.kind === 'reply' && self.pending[m.id]) {
        var callback = self.pending[m.id];
        delete self.pending[m.id];
        callback(m.results);
      }
    });
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = String(++seq) + ':' + Math.random();
    if (callback) this.pending[id] = callback;
    var target = this.target();
    if (target) target.postMessage({ hhGapiShim: true, kind: 'call', id: id, name: name, data: data }, '*');
  };

  // The relay iframe's side: its parent is the page.
  var parentChannel = null;
  function parentIframe() {
    if (!parentChannel) {
      parentChannel = new Channel(function () {
        return window.parent;
      });
      parentChannel.register('hhPing', function () {
        return 'pong';
      });
    }
    return parentChannel;
  }
  if (window.parent !== window) parentIframe();

  // The page's side: it opens the relay iframe and waits until it answers.
  function open(params, onOpen) {
    var el = document.createElement('iframe');
    var attributes = params.attributes || {};
    Object.keys(attributes).forEach(function (key) {
      if (key === 'style') Object.assign(el.style, attributes.style);
      else el.setAttribute(key, attributes[key]);
    });
    el.src = params.url;
    (params.where || document.body).appendChild(el);
    var iframe = new Channel(function () {
      return el.contentWindow;
    });
    iframe.restyle = function () {
      return Promise.resolve();
    };
    iframe.ping = function (callback) {
      return new Promise(function (resolve) {
        var answered = false;
        var timer = setInterval(function () {
          iframe.send('hhPing', null, function () {
            if (answered) return;
            answered = true;
            clearInterval(timer);
            if (callback) callback();
            resolve();
          });
        }, 100);
      });
    };
    return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
  }

  window.gapi = {
    load: function (_name, options) {
      setTimeout(function () {
        if (options && options.callback) options.callback();
        else if (typeof options === 'function') options();
      }, 0);
    },
    iframes: {
      Iframe: function Iframe() {},
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      getContext: function () {
        return { open: open, getParentIframe: parentIframe };
      },
    },
  };
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
