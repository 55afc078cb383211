/* sessgraph knowledge-graph page: fetch node-link JSON, draw it with cytoscape.js.
 *
 * After the layout has run, the drawn nodes are listed in the hidden #sessgraph-drawn
 * element (id, type, rendered position, label) so headless browsers and tests can check
 * what is on screen without reading the canvas.
 */
(function () {
  "use strict";

  var COLOURS = {
    symptom: "#d62728",
    fix: "#2ca02c",
    message: "#1f77b4",
    command: "#7f7f7f",
    entity: "#9467bd",
    segment: "#bcbd22",
    session: "#17becf"
  };
  var SHAPES = {
    symptom: "triangle",
    fix: "diamond",
    message: "ellipse",
    command: "round-rectangle",
    entity: "hexagon",
    segment: "rectangle",
    session: "star"
  };
  // Node types whose labels are always drawn; the rest show theirs on hover.
  var LABELLED = { symptom: true, fix: true, entity: true, session: true };

  function shortLabel(text, max) {
    text = String(text || "").replace(/\s+/g, " ");
    return text.length > max ? text.slice(0, max - 1) + "…" : text;
  }

  function toElements(graph) {
    var pivots = {};
    var discoveries = {};
    graph.links.forEach(function (link) {
      if (link.type === "pivot_for") pivots[link.source] = true;
      if (link.type === "discovered_in") discoveries[link.target] = true;
    });
    var nodes = graph.nodes.map(function (node) {
      var type = node.type || String(node.id).split(":")[0];
      var pivot = Boolean(pivots[node.id]);
      var discovery = Boolean(discoveries[node.id]);
      return {
        group: "nodes",
        data: {
          id: node.id,
          type: type,
          label: node.label || node.id,
          short: LABELLED[type] || pivot || discovery ? shortLabel(node.label, 40) : "",
          href: node.href || "",
          group: node.group || "",
          pivot: pivot ? "yes" : "no",
          discovery: discovery ? "yes" : "no"
        },
        classes: type + (pivot ? " pivot" : "") + (discovery ? " discovery" : "")
      };
    });
    var edges = graph.links.map(function (link, i) {
      return {
        group: "edges",
        data: {
          id: "e" + i,
          source: link.source,
          target: link.target,
          type: link.type
        },
        classes: link.type
      };
    });
    return nodes.concat(edges);
  }

  function style() {
    var rules = [
      {
        selector: "node",
        style: {
          label: "data(short)",
          "font-size": 9,
          "text-wrap": "ellipsis",
          "text-max-width": 160,
          "text-valign": "bottom",
          "text-margin-y": 3,
          color: "#222",
          width: 14,
          height: 14
        }
      },
      {
        selector: "node.pivot",
        style: {
          width: 26,
          height: 26,
          "border-width": 3,
          "border-color": "#ff7f0e",
          "font-weight": "bold"
        }
      },
      {
        selector: "node.discovery",
        style: { width: 22, height: 22, "border-width": 3, "border-color": "#9467bd" }
      },
      { selector: "node.fix", style: { width: 20, height: 20 } },
      { selector: "node.symptom", style: { width: 18, height: 18 } },
      {
        selector: "edge",
        style: {
          width: 1,
          "line-color": "#c8c8c8",
          "target-arrow-color": "#c8c8c8",
          "target-arrow-shape": "triangle",
          "arrow-scale": 0.6,
          "curve-style": "bezier"
        }
      },
      {
        selector: "edge.fixed_by, edge.pivot_for",
        style: { width: 2.5, "line-color": "#2ca02c", "target-arrow-color": "#2ca02c" }
      },
      {
        selector: "edge.discovered_in",
        style: { width: 2, "line-color": "#9467bd", "target-arrow-color": "#9467bd" }
      },
      { selector: "node:selected", style: { "border-width": 3, "border-color": "#000" } }
    ];
    Object.keys(COLOURS).forEach(function (type) {
      rules.push({
        selector: "node." + type,
        style: { "background-color": COLOURS[type], shape: SHAPES[type] }
      });
    });
    return rules;
  }

  function listDrawn(cy, drawn) {
    drawn.textContent = "";
    cy.nodes().forEach(function (node) {
      var li = document.createElement("li");
      var pos = node.renderedPosition();
      li.setAttribute("data-id", node.id());
      li.setAttribute("data-type", node.data("type"));
      li.setAttribute("data-pivot", node.data("pivot"));
      li.setAttribute("data-discovery", node.data("discovery"));
      li.setAttribute("data-x", Math.round(pos.x));
      li.setAttribute("data-y", Math.round(pos.y));
      li.textContent = node.data("label");
      drawn.appendChild(li);
    });
    drawn.setAttribute("data-node-count", String(cy.nodes().length));
    drawn.setAttribute("data-edge-count", String(cy.edges().length));
    drawn.setAttribute("data-status", "drawn");
  }

  function showInfo(info, node) {
    var data = node.data();
    info.textContent = "";
    var title = document.createElement("p");
    var strong = document.createElement("strong");
    strong.textContent = data.type + (data.group ? " · " + data.group : "");
    title.appendChild(strong);
    info.appendChild(title);
    var body = document.createElement("p");
    body.className = "sessgraph-label";
    body.textContent = data.label;
    info.appendChild(body);
    if (data.href) {
      var link = document.createElement("a");
      link.href = data.href;
      link.textContent = "Open row →";
      info.appendChild(link);
    }
  }

  function draw(app, graph) {
    var status = document.getElementById("sessgraph-status");
    var drawn = document.getElementById("sessgraph-drawn");
    var info = document.getElementById("sessgraph-info");
    if (!graph.nodes.length) {
      status.textContent = "Nothing to draw: no knowledge was extracted for this selection.";
      drawn.setAttribute("data-node-count", "0");
      drawn.setAttribute("data-status", "empty");
      return;
    }
    status.textContent =
      graph.nodes.length + " nodes, " + graph.links.length + " edges. Laying out…";
    var cy = window.cytoscape({
      container: document.getElementById("sessgraph-cy"),
      elements: toElements(graph),
      style: style(),
      wheelSensitivity: 0.3,
      minZoom: 0.05,
      maxZoom: 4
    });
    var layout = cy.layout({
      name: "cose",
      animate: false,
      randomize: true,
      nodeRepulsion: function () {
        return 8000;
      },
      idealEdgeLength: function () {
        return 40;
      },
      numIter: graph.nodes.length > 300 ? 600 : 1000,
      fit: true,
      padding: 20
    });
    layout.one("layoutstop", function () {
      cy.fit(undefined, 20);
      listDrawn(cy, drawn);
      status.textContent =
        graph.nodes.length +
        " nodes, " +
        graph.links.length +
        " edges. Click a node to open its row; orange rings mark pivot messages, purple rings " +
        "where an entity was first discovered.";
    });
    layout.run();
    cy.on("mouseover", "node", function (event) {
      showInfo(info, event.target);
    });
    cy.on("tap", "node", function (event) {
      var href = event.target.data("href");
      if (href) window.location.href = href;
    });
    window.sessgraphCy = cy;
  }

  function start() {
    var app = document.getElementById("sessgraph-app");
    if (!app) return;
    var status = document.getElementById("sessgraph-status");
    var params = new URLSearchParams();
    params.set("db", app.getAttribute("data-database"));
    var entity = app.getAttribute("data-entity");
    var session = app.getAttribute("data-session");
    if (entity) {
      params.set("entity", entity);
    } else if (session) {
      params.set("session", session);
      params.set("view", app.getAttribute("data-view") || "knowledge");
    } else {
      status.textContent = "Pick a session or type an entity name.";
      return;
    }
    if (typeof window.cytoscape !== "function") {
      status.textContent = "cytoscape.js did not load.";
      return;
    }
    fetch(app.getAttribute("data-json-url") + "?" + params.toString())
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error(body.error || response.statusText);
          return body;
        });
      })
      .then(function (graph) {
        draw(app, graph);
      })
      .catch(function (error) {
        status.textContent = "Could not load the graph: " + error.message;
        document.getElementById("sessgraph-drawn").setAttribute("data-status", "error");
      });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
