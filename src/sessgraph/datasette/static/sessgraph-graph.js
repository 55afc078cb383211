/* sessgraph knowledge-graph page: fetch node-link JSON, draw it with cytoscape.js + dagre.
 *
 * The drawing reads left to right, in the order the story happened: where the knowledge was
 * discovered → the symptom → the fix → its verification. The layout is dagre's layered one
 * (bundled, offline), fed nodes and edges in a sorted order, so the same graph is drawn the
 * same way on every load. Each label is wrapped here (measured on a canvas) and drawn inside
 * its node, so a node's box is its label's box and the layout keeps labels from overlapping.
 *
 * "mentions", "discovered_in" and "reused_in" edges are laid out reversed (the discovery
 * left of the entity, the entity left of the fix) and drawn with the arrow at their stored
 * source, so arrows still mean what the edges table says.
 *
 * Clicking a node shows it in the side panel (with links to its row and its transcript place)
 * and expands it in place: its neighbours (graph.json?node=<type>:<id>; for an episode, its
 * whole story) are merged into the drawing and the layout is run again, so the page never
 * navigates away. The merged graph is laid out from sorted input like the first one, so the
 * same expansions give the same drawing. The expanded nodes are kept in the page's address
 * (``&expand=<type>:<id>,…``, replaced, not pushed, so Back still leaves the page): a reload
 * or a shared link draws the same expansions again, in the order they were made.
 *
 * After the layout has run, the drawn nodes are listed in the hidden #sessgraph-drawn element
 * (id, type, rendered and model positions, label box, expanded or not) so headless browsers
 * and tests can check what is on screen without reading the canvas.
 */
(function () {
  "use strict";

  var COLOURS = {
    episode: "#e377c2",
    symptom: "#d62728",
    fix: "#2ca02c",
    message: "#1f77b4",
    command: "#7f7f7f",
    entity: "#9467bd",
    segment: "#bcbd22",
    session: "#17becf"
  };
  var EDGE_COLOURS = {
    failed_with: "#d62728",
    in_episode: "#f4a6a6",
    fixed_by: "#2ca02c",
    pivot_for: "#ff7f0e",
    changed_in: "#98df8a",
    verified_by: "#17becf",
    mentions: "#9467bd",
    discovered_in: "#9467bd",
    reused_in: "#c5b0d5",
    ran: "#7f7f7f",
    contains: "#c8c8c8",
    same_signature: "#8c564b"
  };
  var REVERSED = { mentions: true, discovered_in: true, reused_in: true };
  var TYPE_ORDER = ["session", "segment", "episode", "message", "command", "symptom", "fix", "entity"];
  var FONT_SIZE = 11;
  var FONT = FONT_SIZE + "px Helvetica, Arial, sans-serif";
  var LINE_HEIGHT = 14;
  var MAX_LABEL_WIDTH = 170;
  var MAX_LINES = 3;
  var PADDING = 6;
  // Above this many nodes, only symptoms, fixes, episodes, entities and sessions (and the
  // pivot and discovery messages) carry their label; the rest show it in the side panel.
  var LABEL_ALL_UNDER = 150;
  var LABELLED = { symptom: true, fix: true, entity: true, session: true, episode: true };

  var measure = document.createElement("canvas").getContext("2d");
  measure.font = FONT;

  function wrap(text) {
    var words = String(text || "").replace(/\s+/g, " ").trim().split(" ");
    var lines = [];
    var line = "";
    words.forEach(function (word) {
      while (measure.measureText(word).width > MAX_LABEL_WIDTH && word.length > 4) {
        var cut = word.length - 1;
        while (cut > 1 && measure.measureText(word.slice(0, cut)).width > MAX_LABEL_WIDTH) cut--;
        if (line) {
          lines.push(line);
          line = "";
        }
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      var candidate = line ? line + " " + word : word;
      if (measure.measureText(candidate).width <= MAX_LABEL_WIDTH) {
        line = candidate;
      } else {
        if (line) lines.push(line);
        line = word;
      }
    });
    if (line) lines.push(line);
    if (lines.length > MAX_LINES) {
      lines = lines.slice(0, MAX_LINES);
      var last = lines[MAX_LINES - 1];
      while (last.length > 1 && measure.measureText(last + "…").width > MAX_LABEL_WIDTH) {
        last = last.slice(0, -1);
      }
      lines[MAX_LINES - 1] = last + "…";
    }
    var width = 0;
    lines.forEach(function (l) {
      width = Math.max(width, measure.measureText(l).width);
    });
    return { text: lines.join("\n"), width: Math.ceil(width), lines: lines.length };
  }

  function typeRank(type) {
    var i = TYPE_ORDER.indexOf(type);
    return i < 0 ? TYPE_ORDER.length : i;
  }

  function toElements(graph, expanded) {
    var pivots = {};
    var discoveries = {};
    graph.links.forEach(function (link) {
      if (link.type === "pivot_for") pivots[link.source] = true;
      if (link.type === "discovered_in") discoveries[link.target] = true;
    });
    var labelAll = graph.nodes.length < LABEL_ALL_UNDER;
    var nodes = graph.nodes.map(function (node) {
      var type = node.type || String(node.id).split(":")[0];
      var pivot = Boolean(pivots[node.id]);
      var discovery = Boolean(discoveries[node.id]);
      var shown = labelAll || LABELLED[type] || pivot || discovery;
      var label = shown ? wrap(node.label || node.id) : { text: "", width: 0, lines: 0 };
      return {
        group: "nodes",
        data: {
          id: node.id,
          type: type,
          label: node.label || node.id,
          short: label.text,
          w: shown ? label.width + 2 * PADDING : 14,
          h: shown ? label.lines * LINE_HEIGHT + 2 * PADDING : 14,
          href: node.href || "",
          transcript: node.transcript || "",
          seq: typeof node.seq === "number" ? node.seq : null,
          group: node.group || "",
          pivot: pivot ? "yes" : "no",
          discovery: discovery ? "yes" : "no",
          expanded: expanded[node.id] ? "yes" : "no"
        },
        classes:
          type + (pivot ? " pivot" : "") + (discovery ? " discovery" : "") +
          (expanded[node.id] ? " expanded" : "")
      };
    });
    nodes.sort(function (a, b) {
      var d = typeRank(a.data.type) - typeRank(b.data.type);
      return d || (a.data.id < b.data.id ? -1 : a.data.id > b.data.id ? 1 : 0);
    });
    var edges = graph.links.map(function (link) {
      var reversed = Boolean(REVERSED[link.type]);
      return {
        group: "edges",
        data: {
          source: reversed ? link.target : link.source,
          target: reversed ? link.source : link.target,
          type: link.type
        },
        classes: link.type + (reversed ? " reversed" : "")
      };
    });
    edges.sort(function (a, b) {
      var ka = a.data.source + " " + a.data.target + " " + a.data.type;
      var kb = b.data.source + " " + b.data.target + " " + b.data.type;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
    edges.forEach(function (edge, i) {
      edge.data.id = "e" + i;
    });
    return nodes.concat(edges);
  }

  function style() {
    var rules = [
      {
        selector: "node",
        style: {
          label: "data(short)",
          "font-size": FONT_SIZE,
          "font-family": "Helvetica, Arial, sans-serif",
          "text-wrap": "wrap",
          "text-max-width": MAX_LABEL_WIDTH + 20,
          "text-valign": "center",
          "text-halign": "center",
          "line-height": LINE_HEIGHT / FONT_SIZE,
          color: "#1a1a1a",
          shape: "round-rectangle",
          width: "data(w)",
          height: "data(h)",
          "background-color": "#fff",
          "border-width": 2
        }
      },
      {
        selector: "node.pivot",
        style: { "border-width": 4, "border-color": "#ff7f0e", "font-weight": "bold" }
      },
      { selector: "node.discovery", style: { "border-style": "double", "border-width": 5 } },
      { selector: "node.expanded", style: { "border-style": "dashed" } },
      {
        selector: "edge",
        style: {
          width: 1.5,
          "line-color": "#c8c8c8",
          "target-arrow-color": "#c8c8c8",
          "source-arrow-color": "#c8c8c8",
          "target-arrow-shape": "triangle",
          "arrow-scale": 0.8,
          "curve-style": "bezier"
        }
      },
      {
        selector: "edge.reversed",
        style: { "target-arrow-shape": "none", "source-arrow-shape": "triangle" }
      },
      { selector: "edge.fixed_by, edge.pivot_for", style: { width: 3 } },
      { selector: "node:selected", style: { "overlay-color": "#000", "overlay-opacity": 0.12 } },
      { selector: ".sessgraph-hidden", style: { display: "none" } }
    ];
    Object.keys(COLOURS).forEach(function (type) {
      rules.splice(1, 0, {
        selector: "node." + type,
        style: { "border-color": COLOURS[type], "background-color": tint(COLOURS[type]) }
      });
    });
    Object.keys(EDGE_COLOURS).forEach(function (type) {
      var colour = EDGE_COLOURS[type];
      rules.push({
        selector: "edge." + type,
        style: {
          "line-color": colour,
          "target-arrow-color": colour,
          "source-arrow-color": colour
        }
      });
    });
    return rules;
  }

  function tint(hex) {
    var n = parseInt(hex.slice(1), 16);
    var mix = function (c) {
      return Math.round(c + (255 - c) * 0.85);
    };
    return "rgb(" + mix(n >> 16) + "," + mix((n >> 8) & 255) + "," + mix(n & 255) + ")";
  }

  function listDrawn(cy, drawn) {
    drawn.textContent = "";
    cy.nodes().forEach(function (node) {
      var li = document.createElement("li");
      var pos = node.renderedPosition();
      var model = node.position();
      var box = node.boundingBox({ includeLabels: true, includeOverlays: false });
      li.setAttribute("data-id", node.id());
      li.setAttribute("data-type", node.data("type"));
      li.setAttribute("data-pivot", node.data("pivot"));
      li.setAttribute("data-discovery", node.data("discovery"));
      li.setAttribute("data-x", Math.round(pos.x));
      li.setAttribute("data-y", Math.round(pos.y));
      li.setAttribute("data-mx", model.x.toFixed(1));
      li.setAttribute("data-my", model.y.toFixed(1));
      li.setAttribute("data-shown", node.visible() ? "yes" : "no");
      li.setAttribute("data-expanded", node.data("expanded"));
      li.setAttribute("data-short", node.data("short"));
      li.setAttribute(
        "data-box",
        [box.x1, box.y1, box.x2, box.y2]
          .map(function (v) {
            return v.toFixed(1);
          })
          .join(",")
      );
      li.textContent = node.data("label");
      drawn.appendChild(li);
    });
    drawn.setAttribute("data-node-count", String(cy.nodes().length));
    drawn.setAttribute("data-edge-count", String(cy.edges().length));
    drawn.setAttribute("data-status", "drawn");
  }

  function link(parent, href, text, id) {
    var a = document.createElement("a");
    a.href = href;
    a.textContent = text;
    if (id) a.id = id;
    parent.appendChild(a);
    parent.appendChild(document.createTextNode(" "));
    return a;
  }

  function showInfo(panel, data, note) {
    panel.textContent = "";
    var title = document.createElement("p");
    var strong = document.createElement("strong");
    strong.textContent = data.type + (data.group ? " · " + data.group : "");
    title.appendChild(strong);
    panel.appendChild(title);
    var body = document.createElement("p");
    body.className = "sessgraph-label";
    body.textContent = data.label;
    panel.appendChild(body);
    var links = document.createElement("p");
    if (data.transcript) link(links, data.transcript, "Open in the transcript →", "sessgraph-open-transcript");
    if (data.href) link(links, data.href, "Open its row →", "sessgraph-open-row");
    panel.appendChild(links);
    var status = document.createElement("p");
    status.id = "sessgraph-expand-note";
    status.className = "sessgraph-status";
    status.textContent = note || "";
    panel.appendChild(status);
  }

  function applyFilters(cy) {
    var hidden = {};
    document.querySelectorAll(".sessgraph-filter").forEach(function (box) {
      if (!box.checked) hidden[box.value] = true;
    });
    cy.batch(function () {
      cy.nodes().forEach(function (node) {
        if (hidden[node.data("type")]) node.addClass("sessgraph-hidden");
        else node.removeClass("sessgraph-hidden");
      });
    });
  }

  // dagre stacks disconnected parts in one column; lay the parts out in rows instead (largest
  // first, ties by their first node id), about as wide as the drawing area is wide.
  function packComponents(cy) {
    var parts = cy.elements().components();
    if (parts.length < 2) return;
    var container = document.getElementById("sessgraph-cy");
    var aspect = Math.max(container.clientWidth, 1) / Math.max(container.clientHeight, 1);
    var boxes = parts.map(function (part) {
      var ids = part.nodes().map(function (n) {
        return n.id();
      });
      ids.sort();
      var seqs = part.nodes().map(function (n) {
        return typeof n.data("seq") === "number" ? n.data("seq") : Infinity;
      });
      return {
        part: part,
        box: part.boundingBox(),
        key: ids[0],
        seq: Math.min.apply(null, seqs),
        size: part.nodes().length
      };
    });
    // Largest first; among equals, in transcript order.
    boxes.sort(function (a, b) {
      return b.size - a.size || a.seq - b.seq || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    });
    var area = 0;
    boxes.forEach(function (b) {
      area += (b.box.w + 30) * (b.box.h + 30);
    });
    var rowWidth = Math.max(Math.sqrt(area * aspect), boxes[0].box.w);
    var x = 0;
    var y = 0;
    var rowHeight = 0;
    cy.batch(function () {
      boxes.forEach(function (b) {
        if (x > 0 && x + b.box.w > rowWidth) {
          x = 0;
          y += rowHeight + 30;
          rowHeight = 0;
        }
        var dx = x - b.box.x1;
        var dy = y - b.box.y1;
        b.part.nodes().forEach(function (node) {
          var p = node.position();
          node.position({ x: p.x + dx, y: p.y + dy });
        });
        x += b.box.w + 30;
        rowHeight = Math.max(rowHeight, b.box.h);
      });
    });
  }

  function draw(graph, expanded, focus, onTap) {
    var status = document.getElementById("sessgraph-status");
    var drawn = document.getElementById("sessgraph-drawn");
    if (window.sessgraphCy) window.sessgraphCy.destroy();
    if (!graph.nodes.length) {
      status.textContent = "Nothing to draw: no knowledge was extracted for this selection.";
      drawn.textContent = "";
      drawn.setAttribute("data-node-count", "0");
      drawn.setAttribute("data-status", "empty");
      return;
    }
    status.textContent = graph.nodes.length + " nodes, " + graph.links.length + " edges. Laying out…";
    var cy = window.cytoscape({
      container: document.getElementById("sessgraph-cy"),
      elements: toElements(graph, expanded),
      style: style(),
      wheelSensitivity: 0.3,
      minZoom: 0.05,
      maxZoom: 3
    });
    window.sessgraphCy = cy;
    // Each connected part is laid out on its own (dagre would otherwise interleave the
    // parts' nodes in its ranks and pull a part apart), then the parts are packed in rows.
    cy.elements()
      .components()
      .forEach(function (part) {
        part
          .layout({
            name: "dagre",
            rankDir: "LR",
            nodeSep: 18,
            rankSep: 60,
            edgeSep: 8,
            nodeDimensionsIncludeLabels: false,
            animate: false,
            fit: false
          })
          .run();
      });
    packComponents(cy);
    applyFilters(cy);
    cy.fit(undefined, 20);
    var focused = focus ? cy.$id(focus.id) : null;
    if (focused && focused.length) {
      focused.select();
      // Show what the expansion added, not the whole drawing at a glance.
      var shown = focused.union(
        cy.nodes().filter(function (n) {
          return Boolean(focus.added[n.id()]);
        })
      );
      if (cy.zoom() < 0.6) cy.fit(shown, 40);
    }
    listDrawn(cy, drawn);
    var cut = graph.truncated
      ? " Only the " + graph.truncated.shown + " best-connected of " + graph.truncated.nodes + " nodes are drawn."
      : "";
    status.textContent =
      graph.nodes.length + " nodes, " + graph.links.length + " edges, read left to right." + cut +
      " Click a node to read it here and expand its neighbours in place.";
    cy.on("tap", "node", function (event) {
      onTap(event.target.data());
    });
  }

  function fetchGraph(app, params) {
    params.set("db", app.getAttribute("data-database"));
    return fetch(app.getAttribute("data-json-url") + "?" + params.toString()).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw new Error(body.error || response.statusText);
        return body;
      });
    });
  }

  function linkKey(link) {
    return link.source + " " + link.target + " " + link.type;
  }

  // Add the nodes and links of ``more`` that ``graph`` lacks; the ids of the new nodes.
  function merge(graph, more) {
    var nodes = {};
    var links = {};
    graph.nodes.forEach(function (n) {
      nodes[n.id] = true;
    });
    graph.links.forEach(function (l) {
      links[linkKey(l)] = true;
    });
    var added = {};
    more.nodes.forEach(function (n) {
      if (!nodes[n.id]) {
        graph.nodes.push(n);
        nodes[n.id] = true;
        added[n.id] = true;
      }
    });
    more.links.forEach(function (l) {
      if (!links[linkKey(l)]) {
        graph.links.push(l);
        links[linkKey(l)] = true;
      }
    });
    return added;
  }

  // The expanded node ids named in the page's address, in the order they were expanded.
  function expandedInAddress() {
    var value = new URLSearchParams(window.location.search).get("expand") || "";
    return value.split(",").filter(function (id) {
      return /^[a-z_]+:[^,]+$/.test(id);
    });
  }

  function keepInAddress(order) {
    if (!window.history || !window.history.replaceState) return;
    var url = new URL(window.location.href);
    if (order.length) url.searchParams.set("expand", order.join(","));
    else url.searchParams.delete("expand");
    window.history.replaceState(window.history.state, "", url.toString());
  }

  function load(app, params) {
    var status = document.getElementById("sessgraph-status");
    var drawn = document.getElementById("sessgraph-drawn");
    var panel = document.getElementById("sessgraph-panel");
    var state = { graph: null, expanded: {}, order: [] };
    drawn.setAttribute("data-status", "loading");

    function markExpanded(id) {
      state.expanded[id] = true;
      state.order.push(id);
    }

    // Expand, one after the other, the nodes the address names, then draw once.
    function restore(ids) {
      return ids.reduce(function (previous, id) {
        return previous.then(function () {
          if (state.expanded[id]) return null;
          return fetchGraph(app, new URLSearchParams({ node: id })).then(
            function (more) {
              if (!more.nodes.length) return; // a node that no longer exists: dropped
              markExpanded(id);
              merge(state.graph, more);
            },
            function () {
              return null; // an id the server refuses: dropped from the address too
            }
          );
        });
      }, Promise.resolve());
    }

    function tap(data) {
      showInfo(panel, data, state.expanded[data.id] ? "Already expanded." : "Expanding…");
      if (state.expanded[data.id]) return;
      drawn.setAttribute("data-status", "expanding");
      fetchGraph(app, new URLSearchParams({ node: data.id }))
        .then(function (more) {
          markExpanded(data.id);
          keepInAddress(state.order);
          var added = merge(state.graph, more);
          var count = Object.keys(added).length;
          var note = document.getElementById("sessgraph-expand-note");
          if (note) {
            note.textContent = count
              ? "Expanded in place: " + count + " neighbour" + (count === 1 ? "" : "s") + " added."
              : "No neighbours beyond those drawn.";
          }
          draw(state.graph, state.expanded, { id: data.id, added: added }, tap);
        })
        .catch(function (error) {
          status.textContent = "Could not expand the node: " + error.message;
          drawn.setAttribute("data-status", "error");
        });
    }

    fetchGraph(app, params)
      .then(function (graph) {
        state.graph = graph;
        return restore(expandedInAddress());
      })
      .then(function () {
        keepInAddress(state.order);
        draw(state.graph, state.expanded, null, tap);
      })
      .catch(function (error) {
        status.textContent = "Could not load the graph: " + error.message;
        drawn.setAttribute("data-status", "error");
      });
  }

  function start() {
    var app = document.getElementById("sessgraph-app");
    if (!app) return;
    var status = document.getElementById("sessgraph-status");
    var params = new URLSearchParams();
    var entity = app.getAttribute("data-entity");
    var session = app.getAttribute("data-session");
    var episode = app.getAttribute("data-episode");
    if (episode) {
      params.set("episode", episode);
    } else if (entity) {
      params.set("entity", entity);
    } else if (session) {
      params.set("session", session);
      params.set("view", app.getAttribute("data-view") || "episodes");
    } else {
      status.textContent = "Pick a session or type an entity name.";
      return;
    }
    if (typeof window.cytoscape !== "function") {
      status.textContent = "cytoscape.js did not load.";
      return;
    }
    document.querySelectorAll(".sessgraph-filter").forEach(function (box) {
      box.addEventListener("change", function () {
        if (window.sessgraphCy) {
          applyFilters(window.sessgraphCy);
          listDrawn(window.sessgraphCy, document.getElementById("sessgraph-drawn"));
        }
      });
    });
    load(app, params);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
