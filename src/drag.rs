//! Drag and drop with Pointer Events (mouse, touch, pen), shared by both tables.
//!
//! A press on an element starts a *track*. Moving it more than 8 px makes it a drag (if the
//! element is a source): a ghost follows the pointer and [`Drag::dragging`] says what is being
//! dragged, so the table can light up the legal targets. Releasing ends the drag: the table gets
//! the source and the `data-drop` values of the element under the pointer and of its marked
//! ancestors, innermost first (it takes the nearest lit one: a drop on a card inside a lit area
//! goes to the area). Holding still for half a second is a *hold* (how touch reads a card).
//!
//! Why it is built this way:
//! - Yew delegates events from the root, so `current_target` is not the card: the pointer is
//!   captured on the pressed element itself, and moves and the release bubble to the table root,
//!   which carries [`Drag::on_move`], [`Drag::on_up`] and [`Drag::on_cancel`].
//! - Pointer moves do not re-render: the track lives outside Yew state and the ghost is moved
//!   by its style; only the start and the end of a drag re-render.
//! - The browser may follow a release with a click on the pressed element. That one click (it
//!   comes in the same task) is swallowed ([`Drag::swallow_click`]), not the player's next tap.
//! - A drag cannot scroll the page the browser's way (the pointer is captured, and touch moves
//!   are the drag's): on a phone the card and its place may not fit on one screen (a Kaiun hand
//!   below the battle area). So while a drag's pointer is within [`EDGE`] px of the top or the
//!   bottom of the viewport, having moved towards that edge since the press, the page scrolls
//!   that way, faster nearer the edge, until the pointer leaves the band or the drag ends
//!   ([`Drag::edge_scroll`]).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, PointerEvent};
use yew::prelude::*;

/// Squared distance (px²) a press must move to become a drag.
const DRAG_THRESHOLD2: i32 = 64;
/// How long a still press takes to become a hold.
const HOLD_MS: u32 = 500;
/// How near (px) the top or the bottom of the viewport a drag's pointer scrolls the page.
pub const EDGE: i32 = 64;
/// The most the page scrolls per tick of [`SCROLL_TICK_MS`] (with the pointer at the edge).
const SCROLL_MAX: i32 = 18;
const SCROLL_TICK_MS: u32 = 16;

/// How far the page scrolls in one tick with a drag's pointer at `y` in a viewport `height`
/// high, the drag having started at `y0`: nothing outside the bands at the edges, up (negative)
/// near the top, down near the bottom, faster nearer the edge — and only towards the edge the
/// pointer has moved to since the press (a card pressed in the band at the bottom, a hand, does
/// not scroll the page down as it is lifted).
#[must_use]
pub fn edge_scroll_step(y: i32, y0: i32, height: i32) -> i32 {
    match edge_speed(y, height) {
        up if up < 0 && y < y0 => up,
        down if down > 0 && y > y0 => down,
        _ => 0,
    }
}

/// [`edge_scroll_step`] wherever the drag started.
#[must_use]
pub fn edge_speed(y: i32, height: i32) -> i32 {
    let band = EDGE.min(height / 4).max(1);
    let near = |d: i32| (SCROLL_MAX * (band - d.clamp(0, band)) + band - 1) / band;
    if y < band {
        -near(y)
    } else if y > height - band {
        near(height - y)
    } else {
        0
    }
}

struct Track<S> {
    source: Option<S>,
    pointer: i32,
    x0: i32,
    y0: i32,
    active: bool,
    held: bool,
}

/// The drag state of one table. Cheap to clone into callbacks.
pub struct Drag<S: 'static> {
    /// What is being dragged now, for highlighting.
    pub dragging: Option<S>,
    /// The ghost element that follows the pointer (render it with `ref={drag.ghost.clone()}`).
    pub ghost: NodeRef,
    set_dragging: UseStateHandle<Option<S>>,
    track: Rc<RefCell<Option<Track<S>>>>,
    hold: Rc<RefCell<Option<Timeout>>>,
    swallow: Rc<RefCell<bool>>,
    /// The page scrolling while the pointer is near an edge, with the pointer's last height and
    /// its height at the press.
    scroll: Rc<RefCell<Option<gloo::timers::callback::Interval>>>,
    pointer_y: Rc<std::cell::Cell<(i32, i32)>>,
    offset: (i32, i32),
}

impl<S: Copy + PartialEq + 'static> Clone for Drag<S> {
    fn clone(&self) -> Self {
        Drag {
            dragging: self.dragging,
            ghost: self.ghost.clone(),
            set_dragging: self.set_dragging.clone(),
            track: self.track.clone(),
            hold: self.hold.clone(),
            swallow: self.swallow.clone(),
            scroll: self.scroll.clone(),
            pointer_y: self.pointer_y.clone(),
            offset: self.offset,
        }
    }
}

/// The drag state of a table; `ghost_offset` places the ghost relative to the pointer.
#[hook]
pub fn use_drag<S: Copy + PartialEq + 'static>(ghost_offset: (i32, i32)) -> Drag<S> {
    let set_dragging = use_state(|| None::<S>);
    let track = use_mut_ref(|| None::<Track<S>>);
    let hold = use_mut_ref(|| None::<Timeout>);
    let swallow = use_mut_ref(|| false);
    let ghost = use_node_ref();
    let scroll = use_mut_ref(|| None);
    let pointer_y = use_memo((), |()| std::cell::Cell::new((0, 0)));
    Drag { dragging: *set_dragging, ghost, set_dragging, track, hold, swallow, scroll, pointer_y, offset: ghost_offset }
}

/// The `data-drop` values of the element under a point and of its marked ancestors, innermost
/// first (a card, then the area it lies in): the table takes the nearest one that is lit.
#[must_use]
pub fn drop_values_at(x: i32, y: i32) -> Vec<String> {
    let mut out = Vec::new();
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return out };
    let mut at = doc.element_from_point(x as f32, y as f32);
    while let Some(el) = at.and_then(|e| e.closest("[data-drop]").ok().flatten()) {
        out.extend(el.get_attribute("data-drop"));
        at = el.parent_element();
    }
    out
}

impl<S: Copy + PartialEq + 'static> Drag<S> {
    /// The `pointerdown` of an element: `source` when it can be dragged, `on_hold` when a
    /// still press should do something (show the card large).
    pub fn on_down(&self, source: Option<S>, on_hold: Option<Callback<()>>) -> Callback<PointerEvent> {
        let d = self.clone();
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 || (source.is_none() && on_hold.is_none()) {
                return;
            }
            if source.is_some() {
                let pressed = e.target().and_then(|t| t.dyn_into::<Element>().ok());
                if let Some(el) = pressed.and_then(|el| el.closest("button").ok().flatten()) {
                    let _ = el.set_pointer_capture(e.pointer_id());
                }
            }
            let pointer = e.pointer_id();
            *d.track.borrow_mut() = Some(Track { source, pointer, x0: e.client_x(), y0: e.client_y(), active: false, held: false });
            *d.hold.borrow_mut() = on_hold.clone().map(|on_hold| {
                let track = d.track.clone();
                Timeout::new(HOLD_MS, move || {
                    let mut t = track.borrow_mut();
                    if let Some(tr) = t.as_mut().filter(|tr| tr.pointer == pointer && !tr.active) {
                        tr.held = true;
                        drop(t);
                        on_hold.emit(());
                    }
                })
            });
        })
    }

    /// The table root's `pointermove`.
    pub fn on_move(&self) -> Callback<PointerEvent> {
        let d = self.clone();
        Callback::from(move |e: PointerEvent| {
            let mut t = d.track.borrow_mut();
            let Some(tr) = t.as_mut().filter(|tr| tr.pointer == e.pointer_id()) else { return };
            let (dx, dy) = (e.client_x() - tr.x0, e.client_y() - tr.y0);
            if !tr.active && dx * dx + dy * dy > DRAG_THRESHOLD2 {
                d.hold.borrow_mut().take();
                match tr.source {
                    Some(s) if !tr.held => {
                        tr.active = true;
                        d.set_dragging.set(Some(s));
                    }
                    _ => {
                        // Not draggable: the press is over.
                        *t = None;
                        return;
                    }
                }
            }
            if tr.active {
                e.prevent_default();
                d.pointer_y.set((e.client_y(), tr.y0));
                d.edge_scroll();
                if let Some(g) = d.ghost.cast::<HtmlElement>() {
                    let (ox, oy) = d.offset;
                    let _ = g.style().set_property("transform", &format!("translate({}px, {}px)", e.client_x() - ox, e.client_y() - oy));
                    let _ = g.style().set_property("display", "block");
                }
            }
        })
    }

    /// The table root's `pointerup`: `on_drop(source, the data-drop values under the pointer,
    /// innermost first)` ends a drag.
    pub fn on_up(&self, on_drop: Callback<(S, Vec<String>)>) -> Callback<PointerEvent> {
        let d = self.clone();
        Callback::from(move |e: PointerEvent| {
            if let Some(s) = d.end() {
                on_drop.emit((s, drop_values_at(e.client_x(), e.client_y())));
            }
        })
    }

    /// The table root's `pointercancel`: the drag ends where it started.
    pub fn on_cancel(&self) -> Callback<PointerEvent> {
        let d = self.clone();
        Callback::from(move |_e: PointerEvent| {
            d.end();
        })
    }

    /// Scrolls the page while the drag's pointer is near the top or the bottom of the viewport
    /// ([`edge_scroll_step`]): a tick every [`SCROLL_TICK_MS`] ms, started when the pointer enters a
    /// band and stopped when it leaves it or the drag ends (the browser stops a scroll at the
    /// page's end).
    fn edge_scroll(&self) {
        let height = || web_sys::window().and_then(|w| w.inner_height().ok()).and_then(|h| h.as_f64()).unwrap_or(0.0) as i32;
        let step = || {
            let (y, y0) = self.pointer_y.get();
            edge_scroll_step(y, y0, height())
        };
        if step() == 0 {
            self.scroll.borrow_mut().take();
            return;
        }
        if self.scroll.borrow().is_some() {
            return;
        }
        let y = self.pointer_y.clone();
        let tick = gloo::timers::callback::Interval::new(SCROLL_TICK_MS, move || {
            let dy = edge_scroll_step(y.get().0, y.get().1, height());
            if let (Some(w), true) = (web_sys::window(), dy != 0) {
                w.scroll_by_with_x_and_y(0.0, f64::from(dy));
            }
        });
        *self.scroll.borrow_mut() = Some(tick);
    }

    /// Ends the press; the dragged source when it was a drag.
    fn end(&self) -> Option<S> {
        self.hold.borrow_mut().take();
        self.scroll.borrow_mut().take();
        if let Some(g) = self.ghost.cast::<HtmlElement>() {
            let _ = g.style().set_property("display", "none");
        }
        let tr = self.track.borrow_mut().take()?;
        if !(tr.active || tr.held) {
            return None; // a tap: the click handler takes it
        }
        *self.swallow.borrow_mut() = true;
        let reset = self.swallow.clone();
        Timeout::new(0, move || *reset.borrow_mut() = false).forget();
        if tr.active {
            self.set_dragging.set(None);
            tr.source
        } else {
            None
        }
    }

    /// Drops whatever press or drag is under way, without a drop (the device changed hands).
    pub fn cancel(&self) {
        self.hold.borrow_mut().take();
        self.scroll.borrow_mut().take();
        if let Some(g) = self.ghost.cast::<HtmlElement>() {
            let _ = g.style().set_property("display", "none");
        }
        self.track.borrow_mut().take();
        if self.dragging.is_some() {
            self.set_dragging.set(None);
        }
    }

    /// True for the click of the gesture that just ended a drag or a hold (and only that one).
    #[must_use]
    pub fn swallow_click(&self) -> bool {
        std::mem::take(&mut *self.swallow.borrow_mut())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page scrolls only with the pointer in a band at the top or the bottom, up at the
    /// top and down at the bottom, faster nearer the edge, never more than [`SCROLL_MAX`]; a
    /// short viewport has narrower bands (a quarter of its height at most).
    #[test]
    fn a_drag_scrolls_the_page_only_near_the_top_or_the_bottom() {
        let h = 844;
        assert_eq!(edge_speed(h / 2, h), 0);
        assert_eq!(edge_speed(EDGE + 1, h), 0);
        assert_eq!(edge_speed(h - EDGE - 1, h), 0);
        assert_eq!(edge_speed(0, h), -SCROLL_MAX);
        assert_eq!(edge_speed(h, h), SCROLL_MAX);
        assert_eq!(edge_speed(-40, h), -SCROLL_MAX, "a pointer above the page scrolls at full speed");
        assert!(edge_speed(EDGE - 1, h) < 0 && edge_speed(EDGE - 1, h) > edge_speed(8, h));
        assert!(edge_speed(h - EDGE + 1, h) > 0 && edge_speed(h - EDGE + 1, h) < edge_speed(h - 8, h));
        assert_eq!(edge_speed(100, 200), 0, "the middle of a short viewport");
        assert!(edge_speed(40, 200) < 0 && edge_speed(50, 200) == 0, "a band of a quarter of 200 px");
        assert!(edge_speed(0, 0).abs() <= SCROLL_MAX, "no viewport: at most the full speed, no panic");
    }

    /// A drag scrolls only towards the edge its pointer has moved to: a card pressed in the band
    /// at the bottom does not scroll the page down while it is lifted, and does once it is
    /// dragged further down; dragged up to the top, the page scrolls up.
    #[test]
    fn a_drag_scrolls_only_towards_the_edge_it_moves_to() {
        let h = 844;
        assert_eq!(edge_scroll_step(h - 20, h - 10, h), 0, "lifted from the bottom band");
        assert_eq!(edge_scroll_step(h - 10, h - 10, h), 0, "not moved");
        assert_eq!(edge_scroll_step(h - 5, h - 10, h), edge_speed(h - 5, h), "dragged further down");
        assert_eq!(edge_scroll_step(10, h - 10, h), edge_speed(10, h), "dragged up to the top");
        assert!(edge_scroll_step(10, h - 10, h) < 0);
        assert_eq!(edge_scroll_step(20, 10, h), 0, "pressed at the top, moved down");
        assert_eq!(edge_scroll_step(h / 2, h - 10, h), 0, "the middle");
    }
}
