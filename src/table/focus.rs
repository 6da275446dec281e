//! Keyboard focus on the table. The arrow keys move between the board's cards and zones: to the
//! nearest one in that direction on the screen, so they follow whatever layout the screen has.
//! Focus comes back where it was after a dialog: the card shown large once it is closed, and,
//! after the curtain, the place each seat last had focus.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// What the arrow keys move between: the board's cards (both sides, one's hand), the active
/// DON!!, the trash, and one's own character area and Stage slot (places to play onto).
const STOPS: &str = ".board button.card, .board .don.active, .board .trash summary, .board .side.mine .zone[data-drop=\"play\"]";

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// A box's centre.
fn centre(e: &Element) -> (f64, f64) {
    let r = e.get_bounding_client_rect();
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

/// The direction of an arrow key, or None for any other key.
#[must_use]
pub fn direction(key: &str) -> Option<(f64, f64)> {
    match key {
        "ArrowLeft" => Some((-1.0, 0.0)),
        "ArrowRight" => Some((1.0, 0.0)),
        "ArrowUp" => Some((0.0, -1.0)),
        "ArrowDown" => Some((0.0, 1.0)),
        _ => None,
    }
}

/// How far `to` lies from `from` in direction `(dx, dy)`, straying sideways counted twice; None
/// when it does not lie that way. The nearest stop that way has the smallest score.
#[must_use]
pub fn score(from: (f64, f64), to: (f64, f64), (dx, dy): (f64, f64)) -> Option<f64> {
    let (vx, vy) = (to.0 - from.0, to.1 - from.1);
    let along = vx * dx + vy * dy;
    let across = (vx * dy).abs() + (vy * dx).abs();
    // "That way": ahead, and more ahead than aside.
    (along > 1.0 && across <= along * 3.0).then_some(along + 2.0 * across)
}

/// Moves focus one stop in direction `dir` from the focused stop. When focus is not on a stop
/// (the table itself, after a curtain), it goes to the first card that can be played, else the
/// first stop. True when focus moved.
pub fn step(dir: (f64, f64)) -> bool {
    let Some(doc) = document() else { return false };
    let Ok(list) = doc.query_selector_all(STOPS) else { return false };
    let stops: Vec<Element> = (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .filter(|e| e.get_bounding_client_rect().width() > 0.0)
        .collect();
    let active = doc.active_element();
    let next = match active.as_ref().filter(|a| stops.contains(a)) {
        Some(from) => {
            let at = centre(from);
            stops
                .iter()
                .filter(|e| *e != from)
                .filter_map(|e| score(at, centre(e), dir).map(|s| (s, e)))
                .min_by(|a, b| a.0.total_cmp(&b.0))
                .map(|(_, e)| e.clone())
        }
        None => stops.iter().find(|e| e.class_list().contains("source")).or(stops.first()).cloned(),
    };
    next.and_then(|e| e.dyn_into::<HtmlElement>().ok()).is_some_and(|e| e.focus().is_ok())
}

/// How the focused element is found again after a re-render: `#id`, or its card
/// (`[data-card="n"]`). None when focus is nowhere in particular.
#[must_use]
pub fn focused_key() -> Option<String> {
    let el = document()?.active_element()?;
    if !el.id().is_empty() {
        return Some(format!("#{}", el.id()));
    }
    el.get_attribute("data-card").map(|c| format!(".board [data-card=\"{c}\"]"))
}

/// Focuses what `key` ([`focused_key`]) names, if it is on the screen; true when it was.
pub fn focus_key(key: &str) -> bool {
    document()
        .and_then(|d| d.query_selector(key).ok().flatten())
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
        .is_some_and(|e| e.focus().is_ok())
}

/// Focuses the table itself (from where the arrow keys reach the board).
pub fn focus_table() {
    focus_key(".table");
}

/// Activates a focused place that is not a button (the character area, the Stage slot) as a
/// click would; true when it did (Enter and Space on a button click by themselves).
pub fn activate_place() -> bool {
    let Some(el) = document().and_then(|d| d.active_element()) else { return false };
    if el.matches(".zone[data-drop=\"play\"]").unwrap_or(false) {
        if let Ok(h) = el.dyn_into::<HtmlElement>() {
            h.click();
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_stop_that_way_wins() {
        let right = direction("ArrowRight").unwrap();
        // straight ahead beats nearer but far aside
        let ahead = score((0.0, 0.0), (100.0, 0.0), right).unwrap();
        let aside = score((0.0, 0.0), (60.0, 50.0), right).unwrap();
        assert!(ahead < aside);
        // behind, or mostly aside, is not that way
        assert_eq!(score((0.0, 0.0), (-100.0, 0.0), right), None);
        assert_eq!(score((0.0, 0.0), (10.0, 200.0), right), None);
        let down = direction("ArrowDown").unwrap();
        assert!(score((0.0, 0.0), (0.0, 120.0), down).is_some());
        assert_eq!(direction("Enter"), None);
    }
}
