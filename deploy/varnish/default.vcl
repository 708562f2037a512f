vcl 4.1;

# The edge cache of the scale stack: Varnish from its official image, in front of the site's instances
# (docs/edge-cache.md). It keeps what the site marks `public, s-maxage=…` (the pages that are the same for
# everyone), serves them stale while it asks again and while the site fails, and drops the pages a publish
# changed when the site sends `BAN` with their keys (src/edge/purge.ts). Everything else passes through.

import std;

# The site behind the cache: the scale stack's Caddy (deploy/compose.scale.yml, profile edge), or one instance
# elsewhere: set `.host` and `.port` to yours.
backend site {
    .host = "caddy";
    .port = "80";
    # a site that answers nothing is served stale (stale-if-error) instead of failing every visitor
    .probe = {
        .url = "/healthz";
        .interval = 5s;
        .timeout = 2s;
        .window = 5;
        .threshold = 3;
    }
}

# Who may ban: the site's instances (loopback and the private ranges of a container network).
acl purgers {
    "localhost";
    "127.0.0.0"/8;
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

sub vcl_recv {
    if (req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(403, "Not allowed"));
        }
        # Surrogate-Key-Purge: the keys, separated by spaces (a key is [a-z0-9._~/-], src/edge/keys.ts);
        # anything else is dropped, so the header cannot write a regular expression of its own
        set req.http.X-Ban-Keys = regsuball(req.http.Surrogate-Key-Purge, "[^a-z0-9._~/ -]", "");
        set req.http.X-Ban-Keys = regsuball(req.http.X-Ban-Keys, "^ +| +$", "");
        if (req.http.X-Ban-Keys == "") {
            return (synth(400, "Surrogate-Key-Purge names no key"));
        }
        set req.http.X-Ban-Keys = regsuball(req.http.X-Ban-Keys, "\.", "\\.");
        set req.http.X-Ban-Keys = regsuball(req.http.X-Ban-Keys, " +", "|");
        # on obj.* alone, so the ban lurker drops the objects in the background
        ban("obj.http.Surrogate-Key ~ (^|\s)(" + req.http.X-Ban-Keys + ")(\s|$)");
        return (synth(200, "Banned"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # the root sends a visitor to the language of their cookie or browser: never one answer for all
    if (req.url ~ "^/(\?|$)") {
        return (pass);
    }
    # A healthy site: a stale page is served while it is fetched again for at most stale-while-revalidate
    # (EDGE_STALE_WHILE_REVALIDATE_S, 30 s by default); a sick one: for as long as the page allows
    # (stale-if-error, the object's grace below).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 30s;
    }
    # The pages the site lets a shared cache keep read no cookie (src/page-cache/plan.ts), and what the
    # site marks personal (forms, previews, a page with a cookie) comes back private or no-store, which is
    # never kept: the cookies are left on the request for the site and left out of the cache's decision.
    return (hash);
}

sub vcl_backend_response {
    # Varnish reads s-maxage and stale-while-revalidate itself (its TTL and grace); stale-if-error is ours
    if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1") + "s", beresp.grace);
    }
    # a page fetched again in the background that failed: the stale copy stays
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # the built-in rules then refuse private, no-store, no-cache and Set-Cookie answers
}

sub vcl_backend_error {
    if (bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_deliver {
    # the keys are for the bans; visitors need them not
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    if (obj.hits > 0) {
        set resp.http.X-Edge-Cache = "hit";
    } else {
        set resp.http.X-Edge-Cache = "miss";
    }
}
