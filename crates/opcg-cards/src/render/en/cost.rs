//! Costs before ":" ("DON!! −1 (…)", "You may rest this Character and …:"): the one table of
//! both languages ([`crate::grammar::costs`]).

use super::*;

/// The reminders of the DON!! costs, as written after the cost.
pub const COST_REMINDERS: [&str; 2] = [crate::grammar::costs::DON_REMINDERS[0].en, crate::grammar::costs::DON_REMINDERS[1].en];

/// "➀ (…) DON!! −1 (…) You may rest this Character and …:"
pub fn costs(ctx: &Ctx, cost: &[Cost]) -> String {
    crate::grammar::costs::render_costs(cost, LANG, this(ctx))
}

/// ① ② … ⑳ (the circled digits of the DON!!-rest symbol).
pub fn circled(n: u8) -> String {
    match n {
        1..=20 => char::from_u32(0x2460 + u32::from(n) - 1).map(String::from).unwrap_or_default(),
        _ => format!("({n})"),
    }
}
