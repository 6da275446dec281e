//! The arrow from the attacking card to the attacked one while a battle is under way: an SVG
//! line over the page, placed from the two cards' boxes on the screen in the frame after a render
//! of the table, again once the cards have settled, and whenever the table changes size.

use opcg_engine::CardId;
use yew::prelude::*;

/// A box on the screen: left, top, right, bottom.
pub type Rect = (f64, f64, f64, f64);

/// The arrow's two ends: where the line from one box's centre to the other's leaves the first
/// box and meets the second (centre to centre when the boxes overlap).
#[must_use]
pub fn ends(from: Rect, to: Rect) -> (f64, f64, f64, f64) {
    let c = |r: Rect| ((r.0 + r.2) / 2.0, (r.1 + r.3) / 2.0);
    let half = |r: Rect| ((r.2 - r.0) / 2.0, (r.3 - r.1) / 2.0);
    let (a, b) = (c(from), c(to));
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    // The part of the way from centre to centre that lies inside a box of these half sizes.
    let inside = |(hw, hh): (f64, f64)| {
        let sx = if dx == 0.0 { f64::INFINITY } else { hw / dx.abs() };
        let sy = if dy == 0.0 { f64::INFINITY } else { hh / dy.abs() };
        sx.min(sy)
    };
    let (s0, s1) = (inside(half(from)), inside(half(to)));
    // (infinite when the centres coincide: also centre to centre)
    if s0 + s1 >= 1.0 || s0.is_nan() || s1.is_nan() {
        return (a.0, a.1, b.0, b.1);
    }
    (a.0 + dx * s0, a.1 + dy * s0, b.0 - dx * s1, b.1 - dy * s1)
}

fn rect_of(doc: &web_sys::Document, id: &str) -> Option<Rect> {
    let el = doc.query_selector(&format!(".board [data-card=\"{id}\"]")).ok()??;
    let r = el.get_bounding_client_rect();
    Some((r.left(), r.top(), r.right(), r.bottom()))
}

/// Puts the arrow (`#battle-arrow`, whose `data-from` and `data-to` name the two cards) between
/// the two cards, or hides it when either is not on the screen. Nothing when there is no battle.
pub fn place() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(el) = doc.get_element_by_id("battle-arrow") else { return };
    let ends_now = el.get_attribute("data-from").zip(el.get_attribute("data-to")).and_then(|(a, t)| rect_of(&doc, &a).zip(rect_of(&doc, &t)));
    match ends_now {
        Some((a, t)) => {
            let (x1, y1, x2, y2) = ends(a, t);
            // whole pixels: formatting a float would pull float printing into the page's wasm
            for (k, v) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] {
                let _ = el.set_attribute(k, &(v.round() as i64).to_string());
            }
            let _ = el.remove_attribute("visibility");
        }
        None => {
            let _ = el.set_attribute("visibility", "hidden");
        }
    }
}

/// Places the arrow in the next frame after a render of the table that shows one (its boxes are
/// read then, with the frame's own layout, not forced in the middle of the render's work: one
/// request for all the renders before that frame), again whenever a card has settled (a
/// transition or an animation ended: a card turned to rest, an attack's lunge), and when the
/// table changes size (`fit::use_fit`'s observer).
#[hook]
pub fn use_arrow(battle: bool) {
    let asked = use_mut_ref(|| std::rc::Rc::new(std::cell::Cell::new(false)));
    {
        let asked = asked.borrow().clone();
        use_effect(move || {
            if battle && !asked.replace(true) {
                let once = wasm_bindgen::closure::Closure::once_into_js(move || {
                    asked.set(false);
                    place();
                });
                if let Some(w) = web_sys::window() {
                    use wasm_bindgen::JsCast;
                    let _ = w.request_animation_frame(once.unchecked_ref());
                }
            }
        });
    }
    use_effect_with((), |()| {
        let listeners: Vec<gloo::events::EventListener> = web_sys::window()
            .map(|w| ["transitionend", "animationend"].iter().map(|e| gloo::events::EventListener::new(&w, *e, |_| place())).collect())
            .unwrap_or_default();
        move || drop(listeners)
    });
}

/// The battle's arrow from `attacker` to `target` (decorative: the status and the cards' badges
/// say the same in words), placed by [`use_arrow`].
pub fn arrow(attacker: CardId, target: CardId) -> Html {
    html! {
        <svg class="battle-arrow" aria-hidden="true">
            <defs>
                <marker id="battle-arrow-head" markerWidth="4" markerHeight="4" refX="3" refY="2" orient="auto">
                    <path d="M0,0 L4,2 L0,4 z" />
                </marker>
            </defs>
            <line id="battle-arrow" data-from={attacker.0.to_string()} data-to={target.0.to_string()} visibility="hidden"
                  marker-end="url(#battle-arrow-head)" x1="0" y1="0" x2="0" y2="0" />
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::ends;

    #[test]
    fn the_arrow_leaves_one_box_and_meets_the_other() {
        // attacker below, target above (one's own Character attacks the opponent's Leader)
        let a = (100.0, 500.0, 200.0, 640.0);
        let t = (300.0, 100.0, 400.0, 240.0);
        let (x1, y1, x2, y2) = ends(a, t);
        let on_edge = |x: f64, y: f64, r: (f64, f64, f64, f64)| {
            let inside = x >= r.0 - 0.01 && x <= r.2 + 0.01 && y >= r.1 - 0.01 && y <= r.3 + 0.01;
            let edge = [(x - r.0).abs(), (x - r.2).abs(), (y - r.1).abs(), (y - r.3).abs()].iter().any(|d| *d < 0.01);
            inside && edge
        };
        assert!(on_edge(x1, y1, a), "{x1},{y1}");
        assert!(on_edge(x2, y2, t), "{x2},{y2}");
        // overlapping boxes: centre to centre
        assert_eq!(ends((0.0, 0.0, 10.0, 10.0), (5.0, 5.0, 15.0, 15.0)), (5.0, 5.0, 10.0, 10.0));
    }
}
